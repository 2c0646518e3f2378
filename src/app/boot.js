// Inlined into index.html (vite.config.ts) and run before the first paint: tells the static
// app shell in index.html which variant to show, so it matches what React renders next.
// - data-shell-route="home" on the Thai home page and the popups opened over it,
//   "lobby" on the Thai game lobby (its intro);
// - data-shell-member when a login token that has not expired is stored;
// - data-shell-android on an Android phone that has not dismissed the app banner
//   (the banner also needs features.androidAppUrl in config.json, which is not known yet).
(function () {
  var root = document.documentElement;
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
  var path = location.pathname.replace(/^\/lobby/, "").replace(/\/+$/, "");
  if (/^(\/(login|register|forgetpassword|deposit|withdraw))?$/.test(path)) root.setAttribute("data-shell-route", "home");
  else if (path === "/lobby") root.setAttribute("data-shell-route", "lobby");
  try {
    var token = localStorage.getItem("auth._token.local");
    var expires = Number(localStorage.getItem("auth._token_expiration.local") || 0);
    if (token && expires > Date.now()) root.setAttribute("data-shell-member", "");
    var ua = navigator.userAgent;
    if (/Android/i.test(ua) && /Mobile/i.test(ua) && localStorage.getItem("lobby.android-banner-dismissed") !== "1") {
      root.setAttribute("data-shell-android", "");
    }
  } catch {
    /* storage blocked: the guest shell is shown */
  }
})();
