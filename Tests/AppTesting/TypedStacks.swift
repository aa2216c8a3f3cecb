import Coordinators
import Navigation

/// Each tab's stack and flow by its type, as tests read them; an empty stack, which fails the
/// test's expectations, stands for one the app has not made.
extension AppRouter {
  /// The Recipes tab's stack.
  public var recipes: BrowseStack { typed(.recipes) }
  /// The Favourites tab's stack.
  public var favorites: BrowseStack { typed(.favorites) }
  /// The Pantry tab's stack.
  public var pantry: PantryStack { typed(.pantry) }
  /// The Profile tab's stack.
  public var profile: ProfileStack { typed(.profile) }

  private func typed<Stack: LinkedStack>(_ tab: AppTab) -> Stack where Stack: RouteStackMaking {
    stack(of: tab) as? Stack ?? Stack.unmade
  }
}

/// A stack type that can stand for a stack the app has not made.
public protocol RouteStackMaking {
  /// An empty stack on no router.
  @MainActor static var unmade: Self { get }
}

extension RouteStack: RouteStackMaking {
  /// An empty stack on no router.
  public static var unmade: RouteStack { RouteStack("unmade", ledger: RouteLedger()) }
}

extension HomeCoordinator {
  /// The Profile tab's flow, which every signed-in flow has.
  public var profile: ProfileCoordinator {
    guard let profile = flow(of: .profile) as? ProfileCoordinator else {
      preconditionFailure("The Profile tab runs no ProfileCoordinator.")
    }
    return profile
  }
}
