/* Morsel's service worker: the static assets come from a cache (refreshed behind the scenes),
 * so the app opens at once; the last Today page seen is kept, so offline it still opens and
 * says it is offline. Signing out forgets that page, so nothing reaches the next person. */
'use strict';

var ASSETS = 'morsel-assets-v1';
var PAGES = 'morsel-pages';
var TODAY = '/';
var SIGN_OUT = '/signout';
var PRECACHE = [
  '/static/app.css', '/static/app.js', '/static/icon.svg', '/static/icon-192.png',
  '/static/category-breakfast.svg', '/static/category-lunch.svg',
  '/static/category-dinner.svg', '/static/category-snack.svg',
];

self.addEventListener('install', function (event) {
  event.waitUntil(caches.open(ASSETS).then(function (cache) { return cache.addAll(PRECACHE); })
    .then(function () { return self.skipWaiting(); }));
});

self.addEventListener('activate', function (event) {
  event.waitUntil(caches.keys().then(function (names) {
    return Promise.all(names.filter(function (name) { return name !== ASSETS && name !== PAGES; })
      .map(function (name) { return caches.delete(name); }));
  }).then(function () { return self.clients.claim(); }));
});

self.addEventListener('fetch', function (event) {
  var request = event.request;
  var url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.method === 'POST' && url.pathname === SIGN_OUT) {
    event.waitUntil(caches.delete(PAGES));
    return;
  }
  if (request.method !== 'GET') return;
  if (url.pathname.indexOf('/static/') === 0) event.respondWith(staleWhileRevalidate(event, request));
  else if (request.mode === 'navigate') event.respondWith(networkFirst(request, url));
});

/** The cached copy at once if there is one, while the network refreshes it for next time. */
function staleWhileRevalidate(event, request) {
  return caches.open(ASSETS).then(function (cache) {
    return cache.match(request).then(function (cached) {
      var fresh = fetch(request).then(function (response) {
        if (response.ok) return cache.put(request, response.clone()).then(function () { return response; });
        return response;
      });
      if (cached) {
        event.waitUntil(fresh.catch(function () {}));
        return cached;
      }
      return fresh;
    });
  });
}

/** Pages come from the server; Today is kept as it was last seen, for when the server is out of reach. */
function networkFirst(request, url) {
  var isToday = url.pathname === TODAY && url.search === '';
  return fetch(request).then(function (response) {
    // A redirect (to sign in) or an error is not a page to keep.
    if (isToday && response.ok && !response.redirected) {
      var copy = response.clone();
      caches.open(PAGES).then(function (cache) { return cache.put(TODAY, copy); });
    }
    return response;
  }).catch(function () {
    return caches.open(PAGES).then(function (cache) { return cache.match(TODAY); }).then(function (cached) {
      if (cached && isToday) return markedOffline(cached);
      return offlinePage(Boolean(cached));
    });
  });
}

/** The kept page with `data-offline` on its body, so the page script says it is offline. */
function markedOffline(response) {
  return response.text().then(function (html) {
    // The kept headers keep the page's Content-Security-Policy.
    return new Response(html.replace('<body', '<body data-offline="true"'), { status: 200, headers: response.headers });
  });
}

function offlinePage(hasToday) {
  var html = '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<title>Offline · Morsel</title><link rel="stylesheet" href="/static/app.css"></head>' +
    '<body data-offline="true"><main id="main"><h1>You are offline</h1>' +
    '<p>Morsel cannot reach its server, so this page cannot be shown.</p>' +
    (hasToday ? '<p><a href="/">Today, as you last saw it</a></p>' : '') +
    '</main></body></html>';
  return new Response(html, { status: 503, headers: { 'Content-Type': 'text/html; charset=utf-8' } });
}
