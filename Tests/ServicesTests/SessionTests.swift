import Foundation
import Services
import Testing

struct SessionTests {
  private let expiry = Date(timeIntervalSince1970: 1_000)

  @Test func aSessionIsValidStrictlyBeforeItsExpiry() {
    let session = Session(user: User(name: "demo"), expiresAt: expiry)
    #expect(session.isValid(at: expiry - 1))
    #expect(!session.isValid(at: expiry))
    #expect(!session.isValid(at: expiry + 1))
  }

  @Test func aSavedSessionSurvivesEncodingExactly() throws {
    let saved = SavedSession(
      session: Session(user: User(name: "chef"), expiresAt: Date(timeIntervalSince1970: 1_234.5)),
      location: "cookbook://recipes/tiramisu")
    let data = try JSONEncoder().encode(saved)
    #expect(try JSONDecoder().decode(SavedSession.self, from: data) == saved)
  }

  @Test func aSessionDescribesItselfWithoutAnySecret() {
    let session = Session(user: User(name: "demo"), expiresAt: expiry)
    #expect(session.description.contains("demo"))
    #expect(!session.description.contains("pass"))
  }
}
