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
    field.message(for: problem)
  }

  /// How the store failed the pantry item form.
  public static func pantryFormProblem(_ problem: PantryFormViewModel.StoreProblem) -> String {
    switch problem {
    case .draftNotRead(let error): "The unsaved draft could not be read: \(error.message)"
    case .itemNotSaved(let error): "The item could not be saved: \(error.message)"
    case .draftNotSaved(let error): "The draft could not be saved: \(error.message)"
    }
  }
}
