// The page's WebSocket to its session: opens with `hello`, resumes the session after a lost connection (within the
// server's grace period), and hands every message to one handler.
//
// Which session a page resumes is kept in its history entry (`history.state.session`), not in the tab: a reload, or
// Back and Forward to an entry this page drew, resume the session that drew it; an address typed, a link followed or
// a bookmark opened make a new entry without one, and so a new session showing what the address names.

export class Connection {
  /** `hello()` makes (or promises) the first message's fields; `resume` names the session to resume, if any;
   *  `onMessage` receives every decoded message; `onState` hears "connected", "reconnecting" or "closed". */
  constructor({ hello, resume, onMessage, onState }) {
    this.hello = hello;
    this.token = resume ?? null;
    this.onMessage = onMessage;
    this.onState = onState;
    this.socket = null;
    this.retries = 0;
    this.closedByServer = false;
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
