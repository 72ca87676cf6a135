import Foundation
import OpenCollectionView
import SampleData

/// The sample's `WiFiController`: whether Wi-Fi is on, and the networks a scan finds. Every two seconds while Wi-Fi
/// is on and scanning, a scan may lose some networks and find some missing ones (a third of the time each), and
/// tells its update handler.
///
/// The sample draws the changes with `Int.random(in:)` and `randomElement()`; here they come from a generator with
/// a fixed seed, so a scan's outcome is the same on every run. The sample never stops scanning; its view controller
/// here stops while it is off screen.
@MainActor
final class WiFiController {
    struct Network: Hashable {
        let name: String
        let identifier = UUID()

        func hash(into hasher: inout Hasher) {
            hasher.combine(identifier)
        }

        static func == (lhs: Network, rhs: Network) -> Bool {
            lhs.identifier == rhs.identifier
        }
    }

    typealias UpdateHandler = (WiFiController) -> Void

    /// How long a scan takes, in milliseconds.
    static let updateInterval = 2000
    /// The seed of the scans' changes.
    static let scanSeed: UInt64 = 0x5EED_0316

    init(updateHandler: @escaping UpdateHandler) {
        self.updateHandler = updateHandler
        updateAvailableNetworks(allNetworks)
        scheduleNextScan()
    }

    /// Whether scans run. Setting it back to `true` starts them again.
    var scanForNetworks = true {
        didSet { if scanForNetworks && !oldValue { scheduleNextScan() } }
    }

    var wifiEnabled = true
    private(set) var availableNetworks = Set<Network>()

    func network(for identifier: UUID) -> Network? {
        availableNetworksDict[identifier]
    }

    /// One scan: networks lost, networks found, then the update handler. Each scan schedules the next.
    func performRandomUpdate() {
        guard wifiEnabled else { return }
        let shouldUpdate = Bool.random(using: &generator)
        if availableNetworks.isEmpty {
            updateAvailableNetworks(allNetworks)
        } else if shouldUpdate {
            var updatedNetworks = Array(availableNetworks)
            if Int.random(in: 0..<3, using: &generator) == 0 {
                let removeCount = Int.random(in: 0..<updatedNetworks.count, using: &generator)
                for _ in 0..<removeCount {
                    updatedNetworks.remove(at: Int.random(in: 0..<updatedNetworks.count, using: &generator))
                }
            }
            if Int.random(in: 0..<3, using: &generator) == 0 {
                let missing = allNetworks.filter { !updatedNetworks.contains($0) }
                if !missing.isEmpty {
                    let addCount = Int.random(in: 0..<missing.count, using: &generator)
                    updatedNetworks.append(contentsOf: missing.shuffled(using: &generator).prefix(addCount))
                }
            }
            updateAvailableNetworks(updatedNetworks)
        }
        updateHandler(self)
    }

    // MARK: Internals

    private let updateHandler: UpdateHandler
    private var generator = SplitMix64(seed: WiFiController.scanSeed)
    private var availableNetworksDict = [UUID: Network]()
    /// Whether a scan is scheduled, so that turning scanning off and on again does not start a second chain.
    private var scanIsScheduled = false

    private func scheduleNextScan() {
        guard scanForNetworks, !scanIsScheduled else { return }
        scanIsScheduled = true
        DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(Self.updateInterval)) { [weak self] in
            MainActor.assumeIsolated { self?.scanTimerFired() }
        }
    }

    private func scanTimerFired() {
        scanIsScheduled = false
        guard scanForNetworks else { return }
        performRandomUpdate()
        scheduleNextScan()
    }

    private func updateAvailableNetworks(_ networks: [Network]) {
        availableNetworks = Set(networks)
        availableNetworksDict = Dictionary(uniqueKeysWithValues: networks.map { ($0.identifier, $0) })
    }

    private lazy var allNetworks: [Network] = WiFiNetworkCatalog.allNetworkNames.map { Network(name: $0) }
}
