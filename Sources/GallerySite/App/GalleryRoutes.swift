import OpenCollectionView

/// The gallery's screens by address: the menu at `/`, each example at `/examples/<slug>`, pushed on the menu as a
/// person reaches it. Built from the menu itself, so an example has an address exactly when the menu offers it.
@MainActor
public enum GalleryRoutes {
    /// An example the menu offers.
    public struct Example {
        /// Its row's title in the menu.
        public let title: String
        /// Its address's last part: the title in lowercase, words joined by hyphens ("settings-wi-fi").
        public let slug: String
        /// The groups leading to its row, outermost first.
        public let groups: [String]
        /// The view controller it opens.
        public let viewControllerType: UIViewController.Type

        /// The example's address.
        public var path: String { "/examples/\(slug)" }
    }

    /// The menu's title, on its navigation bar.
    public static let menuTitle = "Modern Collection Views"

    /// Every example, in menu order.
    public static let examples: [Example] = {
        var examples: [Example] = []
        func walk(_ items: [OutlineItem], groups: [String]) {
            for item in items {
                if let type = item.outlineViewController {
                    examples.append(Example(title: item.title, slug: slug(for: item.title), groups: groups, viewControllerType: type))
                } else {
                    walk(item.subitems, groups: groups + [item.title])
                }
            }
        }
        walk(OutlineViewController.makeMenuItems(), groups: [])
        return examples
    }()

    /// The examples of Apple's sample app, without the gallery's own.
    public static var sampleExamples: [Example] {
        examples.filter { $0.groups.first != beyondGroup }
    }

    /// The menu group of what UIKit lacks and a real app's screen.
    public static let beyondGroup = "Beyond the Sample"

    /// The example at `slug`, or `nil`.
    public static func example(forSlug slug: String) -> Example? {
        examples.first { $0.slug == slug }
    }

    /// The example whose view controller `viewController` is, or `nil` (the menu, an emoji's screen).
    public static func example(showing viewController: UIViewController) -> Example? {
        examples.first { $0.viewControllerType == type(of: viewController) }
    }

    /// `title` in lowercase, runs of anything but letters and digits turned into one hyphen ("UITableView:
    /// Editing" → "uitableview-editing").
    public nonisolated static func slug(for title: String) -> String {
        var slug = ""
        var pendingHyphen = false
        for character in title.lowercased() {
            if character.isASCII && (character.isLetter || character.isNumber) {
                if pendingHyphen && !slug.isEmpty { slug.append("-") }
                pendingHyphen = false
                slug.append(character)
            } else {
                pendingHyphen = true
            }
        }
        return slug
    }

    /// The menu in a navigation controller, with `example` pushed on it when given: the screens a person has open at
    /// the example's address.
    public static func makeRootViewController(
        showing example: Example? = nil, screenGroups: [MenuScreenGroup] = []
    ) -> UINavigationController {
        let menu = OutlineViewController(screenGroups: screenGroups)
        let navigationController = UINavigationController(rootViewController: menu)
        if let example {
            // The menu loads its view when a person goes back to it, as UIKit loads a screen's view when it is first
            // shown: a page opened at an example keeps none of the menu's rows (some 12 KB of each such page).
            navigationController.pushViewController(example.viewControllerType.init(), animated: false)
        }
        return navigationController
    }
}
