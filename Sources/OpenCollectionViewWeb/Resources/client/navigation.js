// Navigation: the browser's address bar, Back and Forward follow the session's navigation stack. A push adds a
// history entry at the screen's address; Back pops the screen; a pop the app makes goes back in history too. Every
// entry this page writes names its session (`state.session`), so that a reload or a return to the entry resumes it.

export class Navigation {
  constructor(send) {
    this.send = send;
    this.depth = null;
    // The session the page shows, written into each entry.
    this.session = null;
    // The depth of this page's first history entry: a page opened at an example's address has no entries for the
    // screens beneath it, so popping below this depth replaces the entry instead of leaving the page.
    this.baseDepth = null;
    this.ignoredPops = 0;
    window.addEventListener("popstate", (event) => this.didPop(event));
  }

  /** Follows a message's `path`, `depth` and `title`; `session` names the session that sent it. */
  update({ path, depth, title, session }) {
    if (title !== undefined) document.title = title || "OpenCollectionView";
    if (session && session !== this.session) {
      this.session = session;
      if (this.depth !== null) history.replaceState(this.state(this.depth), "");
    }
    if (depth === undefined) return;
    // The page's query (`?rtl=1`) stays with every address, so that a reload opens the screen as it is shown.
    const address = (path ?? location.pathname) + location.search;
    if (this.depth === null) {
      // The page's first entry (or, after a reload, the entry the page was at).
      history.replaceState(this.state(depth), "", address);
      this.depth = depth;
      this.baseDepth = depth;
      return;
    }
    if (depth > this.depth) {
      for (let level = this.depth + 1; level <= depth; level++) history.pushState(this.state(level), "", address);
    } else if (depth < this.depth) {
      const steps = Math.max(depth, this.baseDepth) - this.depth;
      this.baseDepth = Math.min(this.baseDepth, depth);
      if (steps < 0) {
        this.ignoredPops++;
        this.pendingAddress = address;
        history.go(steps);
      } else {
        history.replaceState(this.state(depth), "", address);
      }
    } else if (address !== location.pathname + location.search) {
      history.replaceState(this.state(depth), "", address);
    }
    this.depth = depth;
  }

  state(depth) {
    return { depth, session: this.session };
  }

  didPop(event) {
    if (this.ignoredPops > 0) {
      this.ignoredPops--;
      if (this.pendingAddress) history.replaceState(this.state(this.depth), "", this.pendingAddress);
      this.pendingAddress = null;
      return;
    }
    const target = event.state?.depth ?? 1;
    if (target < this.depth) {
      for (let level = target; level < this.depth; level++) this.send({ t: "back" });
      this.depth = target;
    } else if (target > this.depth) {
      // The screens Forward would show are gone with the pop; stay where the session is.
      this.ignoredPops++;
      history.go(this.depth - target);
    }
  }
}
