import PantryFeature
import Services

extension Phrasebook {
  /// Why the pantry could not be listed.
  public static func pantryNotLoaded(_ error: ServiceError) -> String {
    "The pantry could not be loaded: \(error.message)"
  }

  /// Why a value was refused for `field` of a pantry item.
  public static func pantryFieldProblem(_ problem: PantryField.Problem, in field: PantryField)
    -> String
  {
    let noun =
      switch field {
      case .name: "A name"
      case .quantity: "A quantity"
      }
    return switch problem {
    case .missing: "Give the item a name."
    case .tooLong(let maximum): "\(noun) has at most \(maximum) characters."
    case .unprintable: "\(noun) has only printable characters."
    }
  }

  /// How the store failed the pantry item form.
  public static func pantryFormProblem(_ problem: PantryFormViewModel.StoreProblem) -> String {
    switch problem {
    case .draftNotRead(let error): "The unsaved draft could not be read: \(error.message)"
    case .itemNotSaved(let error): "The item could not be saved: \(error.message)"
    case .draftNotSaved(let error): "The draft could not be saved: \(error.message)"
    }
  }

  /// Why a pantry item was not deleted.
  public static func pantryItemNotDeleted(_ error: ServiceError) -> String {
    "The item could not be deleted: \(error.message)"
  }
}
