// The page's WebSocket to its session: opens with `hello`, resumes the session after a lost connection (within the
// server's grace period), and hands every message to one handler.

const TOKEN_KEY = "ocv-session";

export class Connection {
  /** `hello()` makes the first message's fields; `onMessage` receives every decoded message;
   *  `onState` hears "connected", "reconnecting" or "closed". */
  constructor({ hello, onMessage, onState }) {
    this.hello = hello;
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
    socket.addEventListener("open", () => {
      this.retries = 0;
      const resume = sessionStorage.getItem(TOKEN_KEY);
      this.send({ t: "hello", v: 1, ...this.hello(), ...(resume ? { resume } : {}) });
      this.onState("connected");
    });
    socket.addEventListener("message", (event) => {
      let message;
      try {
        message = JSON.parse(event.data);
      } catch {
        return;
      }
      if (message.t === "frame" && message.session) sessionStorage.setItem(TOKEN_KEY, message.session);
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
    sessionStorage.removeItem(TOKEN_KEY);
  }
}
