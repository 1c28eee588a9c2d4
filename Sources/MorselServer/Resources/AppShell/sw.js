/* Morsel's service worker: the static assets come from a cache (refreshed behind the scenes),
 * so the app opens at once; the last Today page and meal form seen are kept, so offline they
 * still open and say they are offline. A meal logged with no connection (Quick add or the meal
 * form) is kept on the device, shown as waiting to send, and sent when the server answers
 * again, with an Idempotency-Key so that a meal sent twice is saved once. A meal in words
 * needs the server to read it (it may ask which food was meant), so offline it is refused
 * with the words shown back.
 * Signing out forgets the kept pages and the waiting meals, offline too: then every page says
 * so until the sign-out itself reaches the server. */
'use strict';

var ASSETS = 'morsel-assets-v2';
var PAGES = 'morsel-pages';
var TODAY = '/';
/** Pages kept as last seen, by path. */
var KEPT = [TODAY, '/meals/new'];
/** Where Quick add and the meal form send a meal: kept on the device when the server cannot be reached. */
var MEALS = '/meals';
/** The words box: read by the server, so never kept. */
var WORDS = '/meals/text';
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
  if (request.method === 'POST' && url.pathname === SIGN_OUT) event.respondWith(signOut(request));
  else if (request.method === 'POST' && url.pathname === MEALS) event.respondWith(sendOrKeep(request, url));
  else if (request.method === 'POST' && url.pathname === WORDS) event.respondWith(sendOrSayOffline(request));
  else if (request.method !== 'GET') return;
  else if (url.pathname.indexOf('/static/') === 0) event.respondWith(staleWhileRevalidate(event, request));
  else if (request.mode === 'navigate') event.respondWith(navigate(request, url));
});

// The page asks what is waiting, and to send it now (when it loads and when the browser is
// online again), naming its sign-in: meals kept in another sign-in on this device cannot be
// sent by this one and are not this person's to see, so they are dropped, and counted.
self.addEventListener('message', function (event) {
  var reply = event.ports[0];
  if (!reply || !event.data || !event.data.session) return;
  var session = event.data.session;
  event.waitUntil(all('meals').then(function (meals) {
    var others = meals.filter(function (meal) { return meal.session !== session; });
    return Promise.all(others.map(function (meal) { return remove('meals', meal.id); })).then(function () {
      return (event.data.type === 'send' ? sendWaiting() : Promise.resolve(0)).then(function (sent) {
        return all('meals').then(function (left) {
          reply.postMessage({ sent: sent, discarded: others.length, meals: left.map(shown) });
        });
      });
    });
  }).catch(function () { reply.postMessage({ sent: 0, discarded: 0, meals: [] }); }));
});

self.addEventListener('sync', function (event) {
  if (event.tag === 'morsel-waiting') event.waitUntil(sendWaiting());
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

/** Pages come from the server; Today and the meal form are kept as last seen, for when the
 * server is out of reach. After an offline sign-out, nothing is shown until it is sent. */
function navigate(request, url) {
  return all('signouts').then(function (pending) {
    if (!pending.length) return networkFirst(request, url);
    return sendSignOut(pending[0]).then(function () { return fetch(request); }, function () { return signedOutPage(); });
  });
}

function networkFirst(request, url) {
  var kept = KEPT.indexOf(url.pathname) >= 0 && (url.pathname !== TODAY || url.search === '' || url.search === '?waiting=1');
  return fetch(request).then(function (response) {
    // A redirect (to sign in) or an error is not a page to keep.
    if (kept && response.ok && !response.redirected) {
      var copy = response.clone();
      caches.open(PAGES).then(function (cache) { return cache.put(url.pathname, copy); });
    }
    return response;
  }).catch(function () {
    return caches.open(PAGES).then(function (cache) {
      return Promise.all([cache.match(url.pathname), cache.match(TODAY)]);
    }).then(function (found) {
      if (kept && found[0]) return markedOffline(found[0]);
      return offlinePage(Boolean(found[1]));
    });
  });
}

/** A meal's form sent on to the server with an Idempotency-Key; if the server cannot be
 * reached, kept (with that key, so that an attempt whose answer was lost is not saved twice)
 * to send later, and the browser shown Today with the meal waiting. */
function sendOrKeep(request, url) {
  var key = newKey();
  var type = request.headers.get('Content-Type');
  return request.arrayBuffer().then(function (body) {
    // Redirects come back to the browser as they are, as for its own form.
    var sent = new Request(url.pathname, {
      method: 'POST', body: body, credentials: 'same-origin', redirect: 'manual',
      headers: { 'Content-Type': type, 'Idempotency-Key': key },
    });
    return fetch(sent).catch(function () {
      return new Request(url.pathname, { method: 'POST', body: body, headers: { 'Content-Type': type } }).formData().then(function (form) {
        return put('meals', {
          path: url.pathname, body: body, type: type, key: key, keptAt: Date.now(),
          // The sign-in it was kept in (its form's token): only that sign-in sends or lists it.
          session: (form.get('_csrf') || '').toString(),
          name: (form.get('name') || '').toString(), calories: (form.get('calories') || '').toString(),
        });
      }).then(function () {
        if (self.registration.sync) self.registration.sync.register('morsel-waiting').catch(function () {});
        return Response.redirect('/?waiting=1', 303);
      });
    });
  });
}

/** The words box sent on; offline, a page that gives the words back and says what works offline. */
function sendOrSayOffline(request) {
  var copy = request.clone();
  return fetch(request).catch(function () {
    return copy.formData().then(function (form) {
      var words = (form.get('text') || '').toString().replace(/[&<>"]/g, function (c) { return '&#' + c.charCodeAt(0) + ';'; });
      return plainPage('Offline', 'You are offline', 'Reading a meal in words needs a connection to Morsel, so “' + words +
        '” was not logged. Quick add and the meal form work offline: <a href="/">back to Today</a>.', 503);
    });
  });
}

/** Sends the waiting meals, oldest first, each with the key it was first sent with; a meal
 * the server refused (its form was wrong, or its sign-in ended) is marked so and kept for the
 * person to see; one that cannot reach the server, or lands on the sign-in page, waits on.
 * How many were saved. */
function sendWaiting() {
  return all('meals').then(function (meals) {
    var sent = 0;
    return meals.reduce(function (previous, meal) {
      return previous.then(function () {
        if (meal.refused) return;
        return fetch(meal.path, {
          method: 'POST', body: meal.body, credentials: 'same-origin',
          headers: { 'Content-Type': meal.type, 'Idempotency-Key': meal.key },
        }).then(function (response) {
          var landed = new URL(response.url).pathname;
          if (response.ok && landed !== '/signin') {
            sent += 1;
            return remove('meals', meal.id);
          }
          if ([400, 401, 403, 422].indexOf(response.status) >= 0) {
            meal.refused = 'Morsel did not take it (' + response.status + '); log it again.';
            return put('meals', meal);
          }
        });
      });
    }, Promise.resolve()).then(function () { return sent; }, function () { return sent; });
  });
}

/** Signing out forgets this person's kept pages and waiting meals at once; if the server
 * cannot be reached, the sign-out itself waits (it alone) and every page says signed out. */
function signOut(request) {
  var copy = request.clone();
  return Promise.all([caches.delete(PAGES), clear('meals')]).then(function () {
    return fetch(request).catch(function () {
      return copy.arrayBuffer().then(function (body) {
        return put('signouts', { body: body, type: copy.headers.get('Content-Type'), keptAt: Date.now() });
      }).then(signedOutPage);
    });
  });
}

function sendSignOut(pending) {
  return fetch(SIGN_OUT, { method: 'POST', body: pending.body, credentials: 'same-origin', headers: { 'Content-Type': pending.type } })
    .then(function () { return clear('signouts'); });
}

/** What the page lists of a waiting meal. */
function shown(meal) {
  return { name: meal.name, calories: meal.calories, refused: meal.refused || null };
}

function newKey() {
  if (self.crypto && self.crypto.randomUUID) return self.crypto.randomUUID();
  return Date.now().toString(36) + '-' + Math.random().toString(36).slice(2);
}

/** The kept page with `data-offline` on its body, so the page script says it is offline. */
function markedOffline(response) {
  return response.text().then(function (html) {
    // The kept headers keep the page's Content-Security-Policy.
    return new Response(html.replace('<body', '<body data-offline="true"'), { status: 200, headers: response.headers });
  });
}

function offlinePage(hasToday) {
  return plainPage('Offline', 'You are offline', 'Morsel cannot reach its server, so this page cannot be shown.' +
    (hasToday ? '</p><p><a href="/">Today, as you last saw it</a>' : ''), 503);
}

function signedOutPage() {
  return plainPage('Signed out', 'You are signed out', 'Nothing of yours is kept on this device. ' +
    'The sign-out reaches the server when the connection returns; then you can sign in again.', 503);
}

function plainPage(title, heading, text, status) {
  var html = '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<title>' + title + ' · Morsel</title><link rel="stylesheet" href="/static/app.css"></head>' +
    '<body data-offline="true"><main id="main"><h1>' + heading + '</h1><p>' + text + '</p></main></body></html>';
  return new Response(html, { status: status, headers: { 'Content-Type': 'text/html; charset=utf-8' } });
}

// The device's store of waiting meals and sign-outs (IndexedDB).
function database() {
  return new Promise(function (resolve, reject) {
    var opening = indexedDB.open('morsel-offline', 1);
    opening.onupgradeneeded = function () {
      opening.result.createObjectStore('meals', { keyPath: 'id', autoIncrement: true });
      opening.result.createObjectStore('signouts', { keyPath: 'id', autoIncrement: true });
    };
    opening.onsuccess = function () { resolve(opening.result); };
    opening.onerror = function () { reject(opening.error); };
  });
}

function inStore(name, mode, work) {
  return database().then(function (db) {
    return new Promise(function (resolve, reject) {
      var transaction = db.transaction(name, mode);
      var result = work(transaction.objectStore(name));
      transaction.oncomplete = function () { db.close(); resolve(result && 'result' in result ? result.result : undefined); };
      transaction.onerror = function () { db.close(); reject(transaction.error); };
    });
  });
}

function all(name) { return inStore(name, 'readonly', function (store) { return store.getAll(); }); }
function put(name, value) { return inStore(name, 'readwrite', function (store) { return store.put(value); }); }
function remove(name, id) { return inStore(name, 'readwrite', function (store) { return store.delete(id); }); }
function clear(name) { return inStore(name, 'readwrite', function (store) { return store.clear(); }); }
