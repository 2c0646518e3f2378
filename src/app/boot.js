// Inlined into index.html (build/inline-boot-script.ts) and run before the first paint: tells the first
// paint (src/app/prerender.tsx: the app's first render per page and visitor, per locale) which
// variant to show, the one the app will most likely take over (src/app/main.tsx has the last word).
// - data-shell-route="home" on the home page and the popups opened over it, "lobby" on the game
//   lobby, in every locale; none on any other page (the layout around an empty page);
// - data-shell-member when a login token that has not expired is stored;
// - data-shell-android on an Android phone that has not dismissed the app banner
//   (the banner also needs features.androidAppUrl in config.json, which is not known yet).
// It also keeps the taps on the first paint's buttons until the app has started.
(function () {
  // Uncaught errors and rejections from before the field reports' code is in (it loads after the
  // first screen, only where config.json names a collector): src/app/field-reports takes these and
  // sets the list aside, its own listeners take the rest. At most 10; nothing here leaves the phone.
  window.__lobbyErrors = [];
  var noteError = function (e) {
    var list = window.__lobbyErrors;
    if (list && list.length < 10) list.push(e);
  };
  addEventListener("error", noteError);
  addEventListener("unhandledrejection", noteError);
  // Filled in by scripts/boot-script.mjs from the lists the app reads: the popup routes
  // (src/shared/popup/popups.json) and the storage keys (src/shared/config/storage-keys.json).
  var popupPaths = /* popup paths */ [];
  var keys = /* storage keys */ {};
  var root = document.documentElement;
  // A tap on a button of the first paint before the app runs (the menu, a language) is kept; the
  // app replays the last one once it has taken the first paint over (a player who saw nothing
  // happen and tapped again meant one thing). Links need no app: they are left to the browser.
  var taps = [];
  var keep = function (e) {
    var button = e.target && e.target.closest ? e.target.closest("button") : null;
    if (button && button.closest("#root")) taps.push(button);
  };
  document.addEventListener("click", keep, true);
  // The menu's drawer is a file of its own: touched before the app has taken over, the menu button
  // (.menu-btn, src/app/layouts/chrome/header.tsx) fetches it at once (build/first-paint-head.ts,
  // FIRST_SCREEN.menu), so the replayed tap does not wait a round trip for it.
  var touched = function (e) {
    var button = e.target && e.target.closest ? e.target.closest("button.menu-btn") : null;
    if (button && button.closest("#root")) preload("-menu");
  };
  document.addEventListener("pointerdown", touched, true);
  document.addEventListener("click", touched, true);
  // The app's files as <link>s in the head, each once (the entry's meta, written by build/first-paint-head.ts).
  var add = function (tag, attrs) {
    var el = document.createElement(tag);
    for (var k in attrs) el.setAttribute(k, attrs[k]);
    document.head.appendChild(el);
  };
  var preload = function (list) {
    var meta = document.querySelector('meta[name="lobby-app"]');
    var hrefs = ((meta && meta.getAttribute("data-preload" + list)) || "").split(" ");
    for (var i = 0; i < hrefs.length; i++) {
      var href = hrefs[i];
      if (!href || document.head.querySelector('link[href="' + href + '"]')) continue;
      if (/\.css$/.test(href)) add("link", { rel: "preload", as: "style", crossorigin: "", href: href });
      else add("link", { rel: "modulepreload", crossorigin: "", href: href });
    }
  };
  // Called by the app (src/app/main.tsx) when it hands taps over to React: `name` is the variant
  // it takes over ("home-guest" …; src/app/first-paint.ts), none when it draws the page anew. The
  // other variants go and the chosen one is never hidden again (no page or visitor class). The
  // last tap is replayed once React has committed the take-over of that variant (the app calls
  // __lobbyTakenOver), not after the page's later parts (a page drawn anew has other elements,
  // and the tap is dropped).
  window.__lobbyFirstPaint = function (name) {
    document.removeEventListener("click", keep, true);
    document.removeEventListener("pointerdown", touched, true);
    document.removeEventListener("click", touched, true);
    var variants = document.querySelectorAll("#root > [data-first-paint-variant]");
    var shell = null;
    for (var v = 0; v < variants.length; v++) if (name && variants[v].getAttribute("data-first-paint-variant") === name) shell = variants[v];
    for (v = 0; shell && v < variants.length; v++) if (variants[v] !== shell) variants[v].remove();
    var last = taps[taps.length - 1];
    if (shell) shell.className = "shell-variant";
    // Called by the app once React has committed the take-over: the buttons are the app's from then on.
    window.__lobbyTakenOver = function () {
      window.__lobbyTakenOver = undefined;
      if (shell && last)
        setTimeout(function () {
          if (last.isConnected) last.click();
        }, 0);
    };
    return shell;
  };
  // The largest text (hero heading, lobby tagline) stays hidden until its two Sarabun 600
  // files are in, so it paints once in its final size (fonts.css; the rule is in index.html).
  if (document.fonts && document.fonts.load) {
    root.setAttribute("data-fonts-pending", "");
    var shown = false;
    var show = function () {
      if (shown) return;
      shown = true;
      root.removeAttribute("data-fonts-pending");
    };
    document.fonts.load('600 16px "Sarabun"', "ก a").then(show, show);
    setTimeout(show, 3000);
  }
  // The app's scripts load once the static shell has painted (build/first-paint-head.ts
  // writes them into <meta name="lobby-app">): the paint timing entry says when, and a frame
  // callback stands in where there is none. A hidden tab paints nothing, so it loads at once;
  // the timer covers a browser that reports no paint at all. `npm run dev` has no meta.
  var appStarted = false;
  var startApp = function () {
    var meta = document.querySelector('meta[name="lobby-app"]');
    if (appStarted || !meta) return;
    appStarted = true;
    // The entry's own imports, then what its start-up will ask for on this page (build/first-paint-head.ts,
    // FIRST_SCREEN): every page's, the locale's and a member's files, fetched beside the entry.
    preload("");
    add("script", { type: "module", crossorigin: "", src: meta.getAttribute("content") });
    var lists = ["-all", "-" + (/^\/lobby\/(en|cn)(\/|$)/.exec(location.pathname) || [0, "th"])[1]];
    if (root.hasAttribute("data-shell-member")) lists.push("-member");
    for (var l = 0; l < lists.length; l++) preload(lists[l]);
  };
  var afterPaint = function () {
    if (document.hidden) return startApp();
    var Observer = window.PerformanceObserver;
    if (Observer && Observer.supportedEntryTypes && Observer.supportedEntryTypes.indexOf("paint") >= 0) {
      new Observer(function (_list, observer) {
        observer.disconnect();
        startApp();
      }).observe({ type: "paint", buffered: true });
    } else {
      requestAnimationFrame(function () {
        setTimeout(startApp, 0);
      });
    }
    document.addEventListener("visibilitychange", startApp);
    setTimeout(startApp, 3000);
  };
  var path = location.pathname
    .replace(/^\/lobby/, "")
    .replace(/^\/(en|cn)(?=\/|$)/, "")
    .replace(/\/+$/, "");
  if (path === "" || (path.charAt(0) === "/" && popupPaths.indexOf(path.slice(1)) >= 0)) root.setAttribute("data-shell-route", "home");
  else if (path === "/lobby") root.setAttribute("data-shell-route", "lobby");
  try {
    var token = localStorage.getItem(keys.token);
    var expires = Number(localStorage.getItem(keys.tokenExpires) || 0);
    if (token && expires > Date.now()) root.setAttribute("data-shell-member", "");
    var ua = navigator.userAgent;
    if (/Android/i.test(ua) && /Mobile/i.test(ua) && localStorage.getItem(keys.androidBannerDismissed) !== "1") {
      root.setAttribute("data-shell-android", "");
    }
  } catch {
    /* storage blocked: the guest shell is shown */
  }
  // Last: a hidden tab starts the app at once, and which files it fetches depends on the attributes above.
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", afterPaint);
  else afterPaint();
})();
