import AuthFeature
import DetailFeature
import HomeFeature
import PantryFeature
import ProfileFeature

/// What a host does with each kind of screen, one requirement per screen model. A host
/// conforms once and writes each method in that screen's own file, so a screen added here does
/// not compile until every host draws it, and no host's list of screens needs an edit.
@MainActor
public protocol ScreenVisitor {
  /// What the host makes of a screen, such as a view.
  associatedtype Output
  /// Sign-in, as the signed-out root or in the global slot after expiry.
  func signIn(_ model: SignInViewModel) -> Output
  /// The forgot-password screen.
  func forgotPassword(_ model: ForgotPasswordViewModel) -> Output
  /// The welcome in the global slot.
  func welcome(_ model: WelcomeViewModel) -> Output
  /// The Recipes tab's list.
  func recipeList(_ model: RecipeListViewModel) -> Output
  /// The Favourites tab's list.
  func favorites(_ model: FavoritesViewModel) -> Output
  /// A recipe's detail.
  func recipeDetail(_ model: RecipeDetailViewModel) -> Output
  /// An author's biography and recipes.
  func author(_ model: AuthorViewModel) -> Output
  /// The share sheet over a recipe.
  func shareSheet(_ model: ShareRecipeViewModel) -> Output
  /// The Pantry tab's items.
  func pantry(_ model: PantryListViewModel) -> Output
  /// The pantry's item form.
  func pantryForm(_ model: PantryFormViewModel) -> Output
  /// The Profile tab: who is signed in.
  func profile(_ model: ProfileViewModel) -> Output
  /// The settings.
  func settings(_ model: SettingsViewModel) -> Output
  /// A yes/no question over a screen.
  func confirmation(_ model: ConfirmationAlert) -> Output
}

/// The model a screen shows, kept by the stack with its route: a host draws it through its
/// ``ScreenVisitor``.
@MainActor
public protocol ScreenModel: AnyObject {
  /// What `visitor` makes of this screen.
  func accept<Visitor: ScreenVisitor>(_ visitor: Visitor) -> Visitor.Output
}

extension SignInViewModel: ScreenModel {
  /// The visitor's sign-in.
  public func accept<V: ScreenVisitor>(_ visitor: V) -> V.Output { visitor.signIn(self) }
}

extension ForgotPasswordViewModel: ScreenModel {
  /// The visitor's forgot-password screen.
  public func accept<V: ScreenVisitor>(_ visitor: V) -> V.Output { visitor.forgotPassword(self) }
}

extension WelcomeViewModel: ScreenModel {
  /// The visitor's welcome.
  public func accept<V: ScreenVisitor>(_ visitor: V) -> V.Output { visitor.welcome(self) }
}

extension RecipeListViewModel: ScreenModel {
  /// The visitor's recipe list.
  public func accept<V: ScreenVisitor>(_ visitor: V) -> V.Output { visitor.recipeList(self) }
}

extension FavoritesViewModel: ScreenModel {
  /// The visitor's favourites.
  public func accept<V: ScreenVisitor>(_ visitor: V) -> V.Output { visitor.favorites(self) }
}

extension RecipeDetailViewModel: ScreenModel {
  /// The visitor's recipe detail.
  public func accept<V: ScreenVisitor>(_ visitor: V) -> V.Output { visitor.recipeDetail(self) }
}

extension AuthorViewModel: ScreenModel {
  /// The visitor's author.
  public func accept<V: ScreenVisitor>(_ visitor: V) -> V.Output { visitor.author(self) }
}

extension ShareRecipeViewModel: ScreenModel {
  /// The visitor's share sheet.
  public func accept<V: ScreenVisitor>(_ visitor: V) -> V.Output { visitor.shareSheet(self) }
}

extension PantryListViewModel: ScreenModel {
  /// The visitor's pantry.
  public func accept<V: ScreenVisitor>(_ visitor: V) -> V.Output { visitor.pantry(self) }
}

extension PantryFormViewModel: ScreenModel {
  /// The visitor's item form.
  public func accept<V: ScreenVisitor>(_ visitor: V) -> V.Output { visitor.pantryForm(self) }
}

extension ProfileViewModel: ScreenModel {
  /// The visitor's profile.
  public func accept<V: ScreenVisitor>(_ visitor: V) -> V.Output { visitor.profile(self) }
}

extension SettingsViewModel: ScreenModel {
  /// The visitor's settings.
  public func accept<V: ScreenVisitor>(_ visitor: V) -> V.Output { visitor.settings(self) }
}

extension ConfirmationAlert: ScreenModel {
  /// The visitor's confirmation.
  public func accept<V: ScreenVisitor>(_ visitor: V) -> V.Output { visitor.confirmation(self) }
}
