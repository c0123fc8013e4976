/**
 * The one inline script of the dashboard's index.html (issue 28 §1, decision 0384), here because two
 * packages must agree on its exact text: the web build writes it into index.html (apps/web/build/
 * signed-in-preload.ts) and the API allows it by its hash in the Content-Security-Policy
 * (apps/api/src/plugins/security-headers.ts), so a change here changes both.
 *
 * With a stored session on a path that ends on the home (/, /login, /dashboard: app/first-screen.ts's
 * rule), it asks for the home's layout and screen chunks and their style sheet while the page's own
 * scripts download, instead of one round trip later when the entry has run. The files are listed by the
 * build in a `<meta name="gym-signed-in-preload">` before it (hashed names change with every build; this
 * text does not). A visitor without a session (the sign-in page) downloads nothing more. The storage key
 * is lib/session-storage.ts's `gym_token` (the spec's).
 */
export const SIGNED_IN_PRELOAD_META = "gym-signed-in-preload";

export const SIGNED_IN_PRELOAD_SCRIPT = `(function(){try{var p=location.pathname.replace(/\\/+$/,"")||"/";var m=document.querySelector('meta[name="${SIGNED_IN_PRELOAD_META}"]');if(!m||!/^\\/(login|dashboard)?$/.test(p)||!localStorage.getItem("gym_token"))return;m.content.split(" ").forEach(function(h){if(!h)return;var l=document.createElement("link");if(/\\.css$/.test(h)){l.rel="preload";l.as="style"}else{l.rel="modulepreload"}l.crossOrigin="";l.href=h;document.head.appendChild(l)})}catch(e){}})()`;
