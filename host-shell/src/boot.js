/*
 * The start of a page the server rendered (README, "How pages are rendered"): the page is
 * complete in its HTML, so its scripts are asked for once that HTML has been painted, not beside
 * it. A phone on a slow network gets the page's text and pictures first (the scripts were a
 * hundred kilobytes sharing its bandwidth before the first paint), then hydrates.
 *
 * The scripts are the ones the build wrote into index.html, listed by the host server in
 * `#refurb-scripts`; each is added as an async script (webpack's runtime waits for the chunks
 * it needs in any order). A tab opened in the background paints nothing: the timer starts them
 * there all the same.
 */
(function () {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var list = [];
    try {
      list = JSON.parse(document.getElementById('refurb-scripts').textContent);
    } catch {
      list = [];
    }
    if (!Array.isArray(list)) return;
    for (var i = 0; i < list.length && i < 20; i += 1) {
      var src = list[i];
      // Only the site's own files: a path from its root.
      if (typeof src !== 'string' || !/^\/[^/\\]/.test(src)) continue;
      var script = document.createElement('script');
      script.src = src;
      script.async = true;
      document.head.appendChild(script);
    }
  }
  // After the frame that paints the page: a task queued from the frame's callback.
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
  setTimeout(start, 500);
})();
