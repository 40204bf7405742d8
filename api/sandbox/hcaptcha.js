/*
 * Local stand-in for hCaptcha's api.js (ADR 0008), served at /api/sandbox/hcaptcha.js when
 * the API runs without HCAPTCHA_SECRET. It defines `window.hcaptcha` with the calls
 * @hcaptcha/react-hcaptcha makes (render, execute, reset, remove, close, getResponse,
 * getRespKey, setData) and renders an accessible 'I am human' checkbox. Ticking it answers
 * hCaptcha's published test token, the only one the sandbox verifier accepts. As the real
 * script does, it calls the function named by the `onload` query of its own URL
 * (@hcaptcha/loader passes `?onload=hCaptchaOnLoad` and waits for that call).
 */
(function () {
  'use strict';

  var TEST_TOKEN = '10000000-aaaa-bbbb-cccc-000000000001';
  var TEST_KEY = 'E0_sandbox_resp_key';
  var widgets = {};
  var nextId = 0;

  function widget(id) {
    var key = id === undefined || id === null || id === '' ? Object.keys(widgets)[0] : String(id);
    return key === undefined ? undefined : widgets[key];
  }

  function call(w, name, value) {
    var fn = w.params[name];
    if (typeof fn === 'function') fn(value);
  }

  function answer(w) {
    w.response = TEST_TOKEN;
    w.input.checked = true;
    w.status.textContent = 'Verified: you are human.';
    call(w, 'callback', TEST_TOKEN);
  }

  function clear(w) {
    w.response = '';
    w.input.checked = false;
    w.status.textContent = '';
  }

  function render(container, params) {
    var host = typeof container === 'string' ? document.getElementById(container) : container;
    if (!host) throw new Error('[hCaptcha sandbox] container not found');
    var id = String(nextId++);
    var box = document.createElement('div');
    box.className = 'sbx-hcaptcha';
    box.setAttribute('data-hcaptcha-widget-id', id);
    box.style.cssText = 'display:inline-flex;flex-direction:column;gap:4px;padding:12px 16px;border:1px solid #d0d0d0;border-radius:4px;background:#fafafa;font:14px/1.4 sans-serif;';
    var label = document.createElement('label');
    label.style.cssText = 'display:flex;align-items:center;gap:8px;cursor:pointer;';
    var input = document.createElement('input');
    input.type = 'checkbox';
    input.style.cssText = 'width:24px;height:24px;margin:0;';
    label.appendChild(input);
    label.appendChild(document.createTextNode('I am human'));
    var status = document.createElement('span');
    status.setAttribute('role', 'status');
    var note = document.createElement('small');
    note.textContent = 'hCaptcha sandbox';
    box.appendChild(label);
    box.appendChild(status);
    box.appendChild(note);
    host.appendChild(box);

    var w = { id: id, params: params || {}, box: box, input: input, status: status, response: '', data: null };
    widgets[id] = w;
    input.addEventListener('change', function () {
      if (input.checked) answer(w);
      else {
        clear(w);
        call(w, 'expired-callback');
      }
    });
    return id;
  }

  window.hcaptcha = {
    render: render,
    execute: function (id, options) {
      var w = widget(id);
      if (!w) return options && options.async ? Promise.reject(new Error('invalid-captcha-id')) : undefined;
      if (!w.response) answer(w);
      if (options && options.async) return Promise.resolve({ response: w.response, key: TEST_KEY });
      return undefined;
    },
    reset: function (id) {
      var w = widget(id);
      if (w) clear(w);
    },
    remove: function (id) {
      var w = widget(id);
      if (!w) return;
      if (w.box.parentNode) w.box.parentNode.removeChild(w.box);
      delete widgets[w.id];
    },
    close: function (id) {
      var w = widget(id);
      if (w) call(w, 'close-callback');
    },
    getResponse: function (id) {
      var w = widget(id);
      return w ? w.response : '';
    },
    getRespKey: function (id) {
      var w = widget(id);
      return w && w.response ? TEST_KEY : '';
    },
    setData: function (id, data) {
      var w = widget(id);
      if (w) w.data = data;
    },
  };

  var script = document.currentScript;
  var onload = script && script.src ? new URL(script.src, window.location.href).searchParams.get('onload') : null;
  if (onload && typeof window[onload] === 'function') window[onload]();
})();
