import Coordinators
import Links
import Navigation
import Testing

struct AppDestinationsURLTests {
  @Test(arguments: [
    ("cookbook://login", AppState.signIn()),
    ("cookbook://login/forgot-password", AppState.signIn([.forgotPassword])),
    ("cookbook://recipes", AppState.recipes()),
    ("cookbook://recipes?q=green%20curry", AppState.recipes(query: "green curry")),
    (
      "cookbook://recipes/tiramisu",
      AppState.recipes([.recipeDetail(id: "tiramisu")])
    ),
    (
      "cookbook://recipes/a/b/c?q=x",
      AppState.recipes(
        query: "x", [.recipeDetail(id: "a"), .recipeDetail(id: "b"), .recipeDetail(id: "c")])
    ),
    (
      "cookbook://recipes/a?sheet=share",
      AppState.recipes([.recipeDetail(id: "a")], presented: .shareSheet)
    ),
    (
      "cookbook://recipes/a?q=x&alert=delete",
      AppState.recipes(query: "x", [.recipeDetail(id: "a")], presented: .deleteAlert)
    ),
    ("cookbook://favorites", AppState.favorites()),
    (
      "cookbook://favorites/a/b?sheet=share",
      AppState.favorites([.recipeDetail(id: "a"), .recipeDetail(id: "b")], presented: .shareSheet)
    ),
  ])
  func everyContractURLIsTheCanonicalURLOfItsState(url: String, state: AppState) throws {
    #expect(try AppState(url: url) == state)
    #expect(state.canonicalURL == url)
  }

  @Test(arguments: [
    ("cookbook://recipes?q=", "cookbook://recipes"),
    ("cookbook://recipes/?q=a+b", "cookbook://recipes?q=a%20b"),
    ("Cookbook://RECIPES/tiramisu", "cookbook://recipes/tiramisu"),
    ("cookbook://recipes/a?alert=delete&q=x", "cookbook://recipes/a?q=x&alert=delete"),
  ])
  func nonCanonicalSpellingsOpenTheSameStateAsTheCanonicalOne(url: String, canonical: String) throws
  {
    #expect(try AppState(url: url).canonicalURL == canonical)
  }

  @Test(arguments: [
    ("cookbook://login/elsewhere", DeepLinkError.unknownPath("login/elsewhere")),
    ("cookbook://login?next=x", .unexpectedQuery(destination: "login")),
    ("cookbook://recipes?q=a&q=b", .duplicateQueryParameter("q")),
    ("cookbook://recipes?page=2", .unknownQueryParameter("page")),
    ("cookbook://favorites?q=x", .unknownQueryParameter("q")),
    ("cookbook://settings", .unknownDestination("settings")),
    ("cookbook://recipes?sheet=share", .nothingToPresentOver),
    ("cookbook://recipes/a?sheet=print", .unknownQueryValue(name: "sheet", value: "print")),
    ("cookbook://recipes/a?alert=share", .unknownQueryValue(name: "alert", value: "share")),
    ("cookbook://recipes/a?sheet=share&alert=delete", .twoPresentations),
  ])
  func linksOutsideTheTableAreRefused(url: String, error: DeepLinkError) {
    #expect(throws: error) { try AppState(url: url) }
  }

  @Test func aLinkWhoseCanonicalURLWouldExceedTheLimitIsRefused() {
    let id = String(repeating: "é", count: 1_400)
    let link = "cookbook://recipes/" + id
    #expect(link.utf8.count <= DeepLink.maximumLength)
    #expect(throws: DeepLinkError.tooLong(bytes: "cookbook://recipes/".utf8.count + 8_400)) {
      try AppState(url: link)
    }
  }

  @Test func aSignedInLinkLeavesRoomForTheSignInAnExpiryAdds() throws {
    let base = "cookbook://recipes/"
    let room = "?modal=signin".utf8.count
    let fits = base + String(repeating: "a", count: DeepLink.maximumLength - base.utf8.count - room)
    #expect(try AppState(url: fits).canonicalURL == fits)
    let tooLong = fits + "a"
    #expect(
      throws: DeepLinkError.noRoomForExpiry(bytes: tooLong.utf8.count, limit: fits.utf8.count)
    ) {
      try AppState(url: tooLong)
    }
  }

  @Test func aSearchLongerThanATypedOneAndAStackDeeperThanTheCapAreRefused() {
    let long = String(repeating: "a", count: 101)
    #expect(throws: DeepLinkError.valueTooLong(name: "q", limit: 100)) {
      try AppState(url: "cookbook://recipes?q=" + long)
    }
    #expect((try? AppState(url: "cookbook://recipes?q=" + long.dropLast())) != nil)
    let deep = Array(repeating: "a", count: 65).joined(separator: "/")
    #expect(throws: DeepLinkError.tooManyScreens(count: 65, limit: 64)) {
      try AppState(url: "cookbook://recipes/" + deep)
    }
    #expect((try? AppState(url: "cookbook://recipes/" + deep.dropLast(2))) != nil)
  }

  @Test(arguments: [
    (
      "cookbook://recipes/carbonara/@giulia-romano/cacio",
      AppState.recipes([
        .recipeDetail(id: "carbonara"), .author(id: "giulia-romano"), .recipeDetail(id: "cacio"),
      ])
    ),
    (
      "cookbook://favorites/@giulia-romano?modal=signin",
      AppState.favorites([.author(id: "giulia-romano")], modal: .signIn)
    ),
    (
      "cookbook://recipes/cacio?q=c&sheet=share&modal=welcome",
      AppState.recipes(
        query: "c", [.recipeDetail(id: "cacio")], presented: .shareSheet, modal: .welcome)
    ),
  ])
  func authorsAndTheGlobalSlotHaveCanonicalURLs(url: String, state: AppState) throws {
    #expect(try AppState(url: url) == state)
    #expect(state.canonicalURL == url)
  }

  @Test(arguments: [
    ("cookbook://recipes/@", DeepLinkError.unknownPath("recipes/@")),
    ("cookbook://recipes/@giulia-romano?sheet=share", .presentationNotHere("an author")),
    ("cookbook://login?modal=signin", .modalNeedsSession),
    ("cookbook://recipes?modal=party", .unknownQueryValue(name: "modal", value: "party")),
  ])
  func badAuthorAndModalLinksAreRefused(url: String, error: DeepLinkError) {
    #expect(throws: error) { try AppState(url: url) }
  }
}
