/* Morsel — progressive enhancement only: every page works without this file. */
(function () {
  'use strict';

  // a. Forms with data-requires-name: no submitting while the name is blank.
  function requireName(form) {
    var name = form.querySelector('[name="name"]');
    if (!name) return;
    var buttons = form.querySelectorAll('button[type="submit"], button:not([type]), input[type="submit"]');
    function update() {
      var blank = name.value.trim() === '';
      for (var i = 0; i < buttons.length; i++) buttons[i].disabled = blank;
    }
    name.addEventListener('input', update);
    name.addEventListener('change', update);
    form.addEventListener('reset', function () { setTimeout(update, 0); });
    window.addEventListener('pageshow', update);
    update();
  }

  // b. Star buttons over the 0–5 rating radios. The pressed star is the current rating;
  // pressing it again clears the rating (checks radio 0).
  function enhanceStars(fieldset) {
    var radios = [];
    for (var n = 0; n <= 5; n++) {
      var radio = fieldset.querySelector('input[type="radio"][name="rating"][value="' + n + '"]');
      if (!radio) return;
      radios.push(radio);
    }
    var group = document.createElement('span');
    group.className = 'star-buttons';
    var buttons = [];
    for (var s = 1; s <= 5; s++) {
      var button = document.createElement('button');
      button.type = 'button';
      button.className = 'star-button';
      button.setAttribute('aria-label', s + (s === 1 ? ' star' : ' stars'));
      button.setAttribute('aria-pressed', 'false');
      button.textContent = '\u2605';
      button.dataset.stars = String(s);
      buttons.push(button);
      group.appendChild(button);
    }
    function current() {
      for (var i = 0; i < radios.length; i++) if (radios[i].checked) return i;
      return 0;
    }
    function render() {
      var rating = current();
      buttons.forEach(function (b, i) {
        b.setAttribute('aria-pressed', String(i + 1 === rating));
        b.classList.toggle('filled', i + 1 <= rating);
      });
    }
    group.addEventListener('click', function (event) {
      var button = event.target.closest('.star-button');
      if (!button) return;
      var stars = Number(button.dataset.stars);
      var radio = radios[stars === current() ? 0 : stars];
      radio.checked = true;
      radio.dispatchEvent(new Event('change', { bubbles: true }));
    });
    fieldset.addEventListener('change', render);
    if (fieldset.form) fieldset.form.addEventListener('reset', function () { setTimeout(render, 0); });
    window.addEventListener('pageshow', render);
    var legend = fieldset.querySelector('legend');
    if (legend) legend.insertAdjacentElement('afterend', group); else fieldset.insertBefore(group, fieldset.firstChild);
    fieldset.classList.add('stars-enhanced');
    render();
  }

  // c. A native date picker beside the dd/mm/yyyy text field.
  function pad(n) { return (n < 10 ? '0' : '') + n; }
  function parseDMY(text) {
    var m = /^\s*(\d{2})\/(\d{2})\/(\d{4})\s*$/.exec(text);
    if (!m) return null;
    var d = Number(m[1]), mo = Number(m[2]), y = Number(m[3]);
    var date = new Date(Date.UTC(y, mo - 1, d));
    if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return null;
    return m[3] + '-' + m[2] + '-' + m[1];
  }
  function enhanceDate(text) {
    var picker = document.createElement('input');
    picker.type = 'date';
    if (picker.type !== 'date') return; // no native picker in this browser
    picker.className = 'date-picker';
    picker.setAttribute('aria-label', 'Pick a date');
    function fromText() {
      var iso = parseDMY(text.value);
      if (iso) picker.value = iso;
    }
    picker.addEventListener('change', function () {
      var m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(picker.value);
      if (!m) return;
      text.value = m[3] + '/' + m[2] + '/' + m[1];
      text.dispatchEvent(new Event('input', { bubbles: true }));
    });
    text.addEventListener('input', fromText);
    text.addEventListener('change', fromText);
    var wrapper = document.createElement('span');
    wrapper.className = 'date-combo';
    text.parentNode.insertBefore(wrapper, text);
    wrapper.appendChild(text);
    wrapper.appendChild(picker);
    fromText();
  }

  // d. Swipe a meal row left (touch only) to go to its delete confirmation.
  var THRESHOLD = 0.35;
  function deleteHref(row) {
    var link = row.querySelector('a.meal-link');
    if (!link) return null;
    var url = new URL(link.href, window.location.href);
    if (!/^\/meals\/[^/]+$/.test(url.pathname)) return null;
    return url.pathname + '/delete';
  }
  function enhanceSwipe(row) {
    var href = deleteHref(row);
    var link = row.querySelector('a.meal-link');
    if (!href || !link) return;
    var hint = document.createElement('span');
    hint.className = 'swipe-hint';
    hint.setAttribute('aria-hidden', 'true');
    hint.textContent = 'Delete';
    row.insertBefore(hint, row.firstChild);
    row.classList.add('swipe-row');

    var state = 'idle', startX = 0, startY = 0, width = 1, dx = 0, pointerId = null, suppressClick = false;
    function setOffset(x) { link.style.transform = x ? 'translateX(' + x + 'px)' : ''; }
    function reset() {
      state = 'idle';
      pointerId = null;
      row.classList.remove('swipe-moving', 'swipe-armed');
      setOffset(0);
    }
    row.addEventListener('pointerdown', function (e) {
      if (e.pointerType !== 'touch' || !e.isPrimary || state === 'leaving') return;
      state = 'pending';
      suppressClick = false;
      pointerId = e.pointerId;
      startX = e.clientX;
      startY = e.clientY;
      dx = 0;
      width = row.getBoundingClientRect().width || 1;
    });
    row.addEventListener('pointermove', function (e) {
      if (e.pointerId !== pointerId) return;
      var x = e.clientX - startX, y = e.clientY - startY;
      if (state === 'pending') {
        if (Math.abs(x) < 10 && Math.abs(y) < 10) return;
        if (x < 0 && Math.abs(x) > Math.abs(y) * 1.5) {
          state = 'swiping';
          suppressClick = true;
          row.classList.add('swipe-moving');
          try { row.setPointerCapture(e.pointerId); } catch (err) { /* ignore */ }
        } else {
          state = 'ignored'; // vertical scroll or right swipe: leave it to the browser
          return;
        }
      }
      if (state !== 'swiping') return;
      dx = Math.min(0, x);
      setOffset(dx);
      row.classList.toggle('swipe-armed', -dx > width * THRESHOLD);
    });
    row.addEventListener('pointerup', function (e) {
      if (e.pointerId !== pointerId) return;
      if (suppressClick) setTimeout(function () { suppressClick = false; }, 500);
      if (state === 'swiping' && -dx > width * THRESHOLD) {
        state = 'leaving';
        pointerId = null;
        row.classList.remove('swipe-moving');
        setOffset(-width);
        window.location.href = href;
      } else {
        reset();
      }
    });
    row.addEventListener('pointercancel', function (e) { if (e.pointerId === pointerId) reset(); });
    // A swipe must not also count as a tap on the link.
    row.addEventListener('click', function (e) {
      if (suppressClick) { e.preventDefault(); e.stopPropagation(); }
      suppressClick = false;
    }, true);
    // Coming back with the Back button (page cache) shows the row in place again.
    window.addEventListener('pageshow', function () { if (state === 'leaving') reset(); });
  }

  // e. The navigation's More menu closes on a click elsewhere or on Escape, as menus do.
  function enhanceMenu(menu) {
    document.addEventListener('click', function (e) {
      if (menu.open && !menu.contains(e.target)) menu.open = false;
    });
    menu.addEventListener('keydown', function (e) {
      if (e.key === 'Escape' && menu.open) {
        menu.open = false;
        menu.querySelector('summary').focus();
      }
    });
  }

  // f. An installable app: the service worker keeps the assets and the last Today page seen.
  // Offline, the page says so: the worker marks a kept page, and the browser says when the
  // connection drops while a page is open.
  function registerServiceWorker() {
    if (!('serviceWorker' in navigator)) return;
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(function () { /* the app works without it */ });
  }
  function showOffline() {
    var main = document.getElementById('main');
    if (!main || main.querySelector('.offline-notice')) return;
    var notice = document.createElement('p');
    notice.className = 'notice notice-warning offline-notice';
    notice.setAttribute('role', 'status');
    notice.textContent = 'You are offline. This is the page as you last saw it; a meal you log is kept and sent when the connection returns.';
    main.insertBefore(notice, main.firstChild);
  }
  function hideOffline() {
    var notice = document.querySelector('.offline-notice');
    if (notice && document.body.dataset.offline !== 'true') notice.remove();
  }

  // g. Meals logged offline: the service worker keeps them on the device (sw.js). The page
  // lists them as waiting to send, and asks the worker to send them when it loads and when the
  // browser is online again; once one is saved, Today is shown afresh with it. Signing out
  // with meals waiting asks first, as it discards them.
  var waitingCount = 0;
  function askWorker(type) {
    var worker = navigator.serviceWorker && navigator.serviceWorker.controller;
    // The page's form token names its sign-in: the worker keeps each meal under the one it was logged in.
    var session = document.querySelector('input[name="_csrf"]');
    if (!worker || !window.MessageChannel || !session) return Promise.resolve(null);
    return new Promise(function (resolve) {
      var channel = new MessageChannel();
      channel.port1.onmessage = function (event) { resolve(event.data); };
      worker.postMessage({ type: type, session: session.value }, [channel.port2]);
      setTimeout(function () { resolve(null); }, 15000);
    });
  }
  function showWaiting(answer) {
    var old = document.querySelector('.waiting-card');
    if (old) old.remove();
    waitingCount = answer ? answer.meals.length : 0;
    if (!answer) return;
    if (answer.sent > 0 && location.pathname === '/') {
      location.replace('/');
      return;
    }
    var main = document.getElementById('main');
    if (!main || (!answer.meals.length && !answer.discarded)) return;
    var card = document.createElement('section');
    card.className = 'card waiting-card';
    card.setAttribute('aria-labelledby', 'waiting-heading');
    var heading = document.createElement('h2');
    heading.id = 'waiting-heading';
    heading.textContent = 'Waiting to send';
    var note = document.createElement('p');
    note.className = 'subtle';
    note.textContent = 'Logged without a connection and kept on this device; sent when Morsel can be reached.';
    var list = document.createElement('ul');
    answer.meals.forEach(function (meal) {
      var item = document.createElement('li');
      item.textContent = (meal.name || 'Quick add') + (meal.calories ? ', ' + meal.calories + ' kcal' : '') +
        (meal.refused ? ': not saved. ' + meal.refused : ': waiting to send');
      list.appendChild(item);
    });
    card.appendChild(heading);
    card.appendChild(note);
    if (answer.meals.length) card.appendChild(list);
    if (answer.discarded) {
      var gone = document.createElement('p');
      gone.textContent = answer.discarded + (answer.discarded === 1 ? ' meal' : ' meals') +
        ' kept from an earlier sign-in on this device could not be sent, and ' + (answer.discarded === 1 ? 'is' : 'are') + ' gone.';
      card.appendChild(gone);
    }
    var after = main.querySelector('.day-header');
    main.insertBefore(card, after ? after.nextSibling : main.firstChild);
  }
  function sendWaiting() { askWorker('send').then(showWaiting); }
  // Today or the meal form kept from an earlier day logs to today, the device's date, not the
  // day the page was kept; the meal form opened for a day (?date=YYYY-MM-DD) to that day.
  function dateTodayOffline() {
    if ((location.pathname !== '/' && location.pathname !== '/meals/new') || document.body.dataset.offline !== 'true') return;
    var asked = location.pathname === '/meals/new' && /^\d{4}-\d{2}-\d{2}$/.test(new URLSearchParams(location.search).get('date') || '');
    var day = asked ? new Date(new URLSearchParams(location.search).get('date') + 'T12:00:00') : new Date();
    var pad = function (n) { return (n < 10 ? '0' : '') + n; };
    var iso = day.getFullYear() + '-' + pad(day.getMonth() + 1) + '-' + pad(day.getDate());
    var typed = pad(day.getDate()) + '/' + pad(day.getMonth() + 1) + '/' + day.getFullYear();
    document.querySelectorAll('form input[name="date"]').forEach(function (input) {
      if (input.value) input.value = input.value.indexOf('/') >= 0 ? typed : iso;
    });
  }
  function confirmSignOut(form) {
    form.addEventListener('submit', function (event) {
      if (waitingCount && !window.confirm(waitingCount + (waitingCount === 1 ? ' meal is' : ' meals are') +
          ' waiting to send. Signing out now discards ' + (waitingCount === 1 ? 'it' : 'them') + '.')) event.preventDefault();
    });
  }

  // h. Barcodes from the camera: where the browser has BarcodeDetector, the Scan button shows;
  // the camera looks for a barcode for up to 30 seconds, then the form looks it up. The typed
  // field works everywhere.
  function enhanceScan(form) {
    var button = form.querySelector('[data-scan]');
    var input = form.querySelector('[name="barcode"]');
    if (!button || !input || !('BarcodeDetector' in window) || !navigator.mediaDevices || !navigator.mediaDevices.getUserMedia) return;
    button.hidden = false;
    var status = document.createElement('p');
    status.className = 'scan-status subtle';
    status.setAttribute('role', 'status');
    form.appendChild(status);
    button.addEventListener('click', function () {
      var detector = new window.BarcodeDetector({ formats: ['ean_13', 'ean_8', 'upc_a', 'upc_e'] });
      var video = document.createElement('video');
      video.className = 'scan-video';
      video.muted = true;
      video.setAttribute('playsinline', '');
      button.disabled = true;
      status.textContent = 'Point the camera at the barcode…';
      navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' } }).then(function (stream) {
        form.appendChild(video);
        video.srcObject = stream;
        video.play();
        var started = Date.now();
        function stop(message) {
          stream.getTracks().forEach(function (track) { track.stop(); });
          video.remove();
          button.disabled = false;
          status.textContent = message;
        }
        function look() {
          // Checked first, so a detector that keeps failing stops the camera too.
          if (Date.now() - started > 30000) {
            stop('No barcode seen. Type its digits instead.');
            return;
          }
          detector.detect(video).then(function (codes) {
            if (codes.length) {
              input.value = codes[0].rawValue;
              stop('Found ' + codes[0].rawValue + '.');
              form.submit();
            } else {
              setTimeout(look, 200);
            }
          }).catch(function () { setTimeout(look, 200); });
        }
        look();
      }).catch(function () {
        button.disabled = false;
        status.textContent = 'The camera is not available. Type the barcode instead.';
      });
    });
  }

  function init() {
    registerServiceWorker();
    if (document.body.dataset.offline === 'true' || navigator.onLine === false) showOffline();
    window.addEventListener('offline', showOffline);
    window.addEventListener('online', hideOffline);
    dateTodayOffline();
    if ('serviceWorker' in navigator) {
      navigator.serviceWorker.ready.then(sendWaiting);
      window.addEventListener('online', sendWaiting);
    }
    document.querySelectorAll('form.sign-out').forEach(confirmSignOut);
    document.querySelectorAll('details.nav-more').forEach(enhanceMenu);
    document.querySelectorAll('form[data-requires-name]').forEach(requireName);
    document.querySelectorAll('fieldset[data-stars]').forEach(enhanceStars);
    document.querySelectorAll('input[data-date-field]').forEach(enhanceDate);
    document.querySelectorAll('form[data-barcode-form]').forEach(enhanceScan);
    if (window.PointerEvent && window.URL) document.querySelectorAll('.meal-row[data-meal-id]').forEach(enhanceSwipe);
  }

  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', init);
  else init();
})();
