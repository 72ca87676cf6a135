// The page's WebSocket to its session: opens with `hello`, resumes the session after a lost connection (within the
// server's grace period), and hands every message to one handler.
//
// Which session a page resumes is kept in its history entry (`history.state.session`), not in the tab: a reload, or
// Back and Forward to an entry this page drew, resume the session that drew it; an address typed, a link followed or
// a bookmark opened make a new entry without one, and so a new session showing what the address names.
//
// The page opens its connection before its client has arrived (boot.js): what comes before the client listens
// (`listen`) waits for it, in order.

export class Connection {
  /** `hello()` makes (or promises) the first message's fields, each time the connection opens. */
  constructor(hello) {
    this.hello = hello;
    this.token = sessionOfCurrentEntry();
    this.socket = null;
    this.retries = 0;
    this.closedByServer = false;
    // Messages and changes of state that came before a listener, as [kind, value] pairs.
    this.waiting = [];
    this.onMessage = (message) => this.waiting.push(["message", message]);
    this.onState = (state) => this.waiting.push(["state", state]);
  }

  /** From now on hands every decoded message to `onMessage`, and "connected", "reconnecting" or "closed" to
   *  `onState`: first those that came before, in the order they came. */
  listen({ onMessage, onState }) {
    const waiting = this.waiting;
    this.waiting = [];
    this.onMessage = onMessage;
    this.onState = onState;
    for (const [kind, value] of waiting) {
      if (kind === "message") onMessage(value);
      else onState(value);
    }
  }

  open() {
    const scheme = location.protocol === "https:" ? "wss:" : "ws:";
    const socket = new WebSocket(`${scheme}//${location.host}/ocv/live`);
    this.socket = socket;
    socket.addEventListener("open", async () => {
      this.retries = 0;
      const fields = await this.hello();
      if (this.socket !== socket) return;
      this.send({ t: "hello", v: 1, ...fields, ...(this.token ? { resume: this.token } : {}) });
      this.onState("connected");
    });
    socket.addEventListener("message", (event) => {
      let message;
      try {
        message = JSON.parse(event.data);
      } catch {
        return;
      }
      if (message.t === "frame" && message.session) this.token = message.session;
      if (message.t === "bye") this.closedByServer = true;
      this.onMessage(message);
    });
    socket.addEventListener("close", () => {
      if (this.socket !== socket) return;
      if (this.closedByServer) {
        this.onState("closed");
        return;
      }
      // Back off: 0.25 s, 0.5 s, 1 s… up to 4 s between tries.
      this.onState("reconnecting");
      const delay = Math.min(4000, 250 * 2 ** this.retries++);
      setTimeout(() => this.open(), delay);
    });
  }

  send(message) {
    if (this.socket && this.socket.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify(message));
  }

  /** Drops the session's token: the next connection starts a new session. */
  forgetSession() {
    this.token = null;
  }
}

/** The session the entry the page was opened at names: the one to resume after a reload or a return to it. */
function sessionOfCurrentEntry() {
  const session = history.state?.session;
  return typeof session === "string" ? session : null;
}
