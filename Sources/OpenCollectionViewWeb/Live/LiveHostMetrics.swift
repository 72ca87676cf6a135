import CoreMetrics
import OpenCollectionView

/// What a host reports through swift-metrics, to whatever backend the process bootstrapped (`gallery serve
/// --metrics-port` serves them in Prometheus' text format): the sessions connected and waiting, messages in and
/// refused, how long answers take from a message's arrival until they are queued, bytes out, the main actor's time
/// spent on pages (messages and ticks), and the windows, views and view controllers alive.
///
/// Counters and the answer histogram are recorded as they happen; the gauges — the same counts the statistics address
/// answers with — are read when asked (`LiveHost.updateMetrics()`), as a scrape does, rather than on every change.
struct LiveHostMetrics: Sendable {
    let messagesReceived = Counter(label: "ocv_messages_received_total")
    let messagesRefused = Counter(label: "ocv_messages_refused_total")
    let answerDuration = Timer(label: "ocv_answer_duration_seconds", preferredDisplayUnit: .seconds)
    let bytesSent = Counter(label: "ocv_bytes_sent_total")
    let mainActorSeconds = FloatingPointCounter(label: "ocv_main_actor_seconds_total")
    let sessionsConnected = Gauge(label: "ocv_sessions", dimensions: [("state", "connected")])
    let sessionsWaiting = Gauge(label: "ocv_sessions", dimensions: [("state", "waiting")])
    let windows = Gauge(label: "ocv_live_windows")
    let views = Gauge(label: "ocv_live_views")
    let viewControllers = Gauge(label: "ocv_live_view_controllers")

    /// Sets the gauges to `sessions` and `objects`.
    func record(sessions: (connected: Int, waiting: Int), objects: LiveObjectCounts) {
        sessionsConnected.record(sessions.connected)
        sessionsWaiting.record(sessions.waiting)
        windows.record(objects.windows)
        views.record(objects.views)
        viewControllers.record(objects.viewControllers)
    }
}
