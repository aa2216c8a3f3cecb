import Coordinators
import Navigation
import Testing

struct AppRouteURLTests {
  @Test(arguments: [
    ("cookbook://login", NavigationState<AppRoute>(root: .signIn)),
    ("cookbook://login/forgot-password", NavigationState(root: .signIn, stack: [.forgotPassword])),
    ("cookbook://recipes", NavigationState(root: .recipeList(query: ""))),
    (
      "cookbook://recipes?q=green%20curry", NavigationState(root: .recipeList(query: "green curry"))
    ),
    (
      "cookbook://recipes/tiramisu",
      NavigationState(root: .recipeList(query: ""), stack: [.recipeDetail(id: "tiramisu")])
    ),
    (
      "cookbook://recipes/a/b/c?q=x",
      NavigationState(
        root: .recipeList(query: "x"),
        stack: [.recipeDetail(id: "a"), .recipeDetail(id: "b"), .recipeDetail(id: "c")])
    ),
  ])
  func everyContractURLIsTheCanonicalURLOfItsState(
    url: String, state: NavigationState<AppRoute>
  ) throws {
    #expect(try NavigationState<AppRoute>(url: url) == state)
    #expect(state.canonicalURL == url)
  }

  @Test(arguments: [
    ("cookbook://recipes?q=", "cookbook://recipes"),
    ("cookbook://recipes/?q=a+b", "cookbook://recipes?q=a%20b"),
    ("Cookbook://RECIPES/tiramisu", "cookbook://recipes/tiramisu"),
  ])
  func nonCanonicalSpellingsOpenTheSameStateAsTheCanonicalOne(url: String, canonical: String) throws
  {
    #expect(try NavigationState<AppRoute>(url: url).canonicalURL == canonical)
  }

  @Test(arguments: [
    ("cookbook://login/elsewhere", DeepLinkError.unknownPath("login/elsewhere")),
    ("cookbook://login?next=x", .unexpectedQuery(destination: "login")),
    ("cookbook://recipes?q=a&q=b", .duplicateQueryParameter("q")),
    ("cookbook://recipes?page=2", .unknownQueryParameter("page")),
    ("cookbook://favorites", .unknownDestination("favorites")),
  ])
  func linksOutsideTheTableAreRefused(url: String, error: DeepLinkError) {
    #expect(throws: error) { try NavigationState<AppRoute>(url: url) }
  }
}
