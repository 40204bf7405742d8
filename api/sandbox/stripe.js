/*
 * Local stand-in for Stripe.js (ADR 0008), served at /api/sandbox/stripe.js when the API runs
 * without Stripe keys. It defines `window.Stripe(publishableKey)` with the documented calls the
 * storefront uses; @stripe/stripe-js finds it and never loads js.stripe.com.
 *
 * - elements().create('card'): plain, labelled inputs (Card number, Expiration date, CVC, ZIP)
 *   with mount, unmount, on('change' | 'ready' | 'focus' | 'blur'), clear, focus, blur, update, destroy.
 * - createPaymentMethod({ type: 'card', card, billing_details }): Stripe's test card numbers
 *   become Stripe's test payment methods (TEST_CARDS below); incomplete or invalid input answers
 *   a `validation_error` with Stripe's wording.
 * - handleNextAction({ clientSecret }) / confirmCardPayment(clientSecret): a modal dialog like
 *   Stripe's test authentication page ('Complete authentication' / 'Fail authentication') that
 *   calls the API's sandbox confirm route.
 * - retrievePaymentIntent(clientSecret).
 * - paymentRequest(options): canMakePayment() answers per the page's `sandbox_wallet` query
 *   parameter or the `sandbox.stripe.wallet` localStorage item: 'apple' (Apple Pay), 'google'
 *   (Google Pay), anything else or nothing: no wallet (null). show() opens a dialog that pays
 *   with pm_card_visa and the payer in the `sandbox.stripe.payer` localStorage item (JSON of
 *   payerName, payerEmail, payerPhone, shippingAddress) or a default payer.
 */
(function () {
  'use strict';

  // The sandbox routes sit beside this script (/api/sandbox/stripe/…); /api/sandbox/ when its URL is unknown.
  var script = document.currentScript || document.querySelector('script[src*="sandbox/stripe.js"]');
  var INTENTS_URL = new URL('stripe/payment_intents/', script && script.src ? script.src : new URL('/api/sandbox/', window.location.href));

  /** Stripe's documented test numbers → test payment methods (pm_sandbox_processing is sandbox only). */
  var TEST_CARDS = {
    '4242424242424242': { id: 'pm_card_visa', brand: 'visa' },
    '5555555555554444': { id: 'pm_card_mastercard', brand: 'mastercard' },
    '4000000000000002': { id: 'pm_card_chargeDeclined', brand: 'visa' },
    '4000000000009995': { id: 'pm_card_chargeDeclinedInsufficientFunds', brand: 'visa' },
    '4000002500003155': { id: 'pm_card_authenticationRequired', brand: 'visa' },
    '4000000000000077': { id: 'pm_sandbox_processing', brand: 'visa' },
  };

  var MESSAGES = {
    incomplete_number: 'Your card number is incomplete.',
    invalid_number: 'Your card number is invalid.',
    incomplete_expiry: "Your card's expiration date is incomplete.",
    invalid_expiry_year_past: "Your card's expiration year is in the past.",
    invalid_expiry_month_past: "Your card's expiration date is in the past.",
    incomplete_cvc: "Your card's security code is incomplete.",
    incomplete_zip: 'Your postal code is incomplete.',
  };

  var digits = function (s) {
    return String(s || '').replace(/\D/g, '');
  };

  function luhn(number) {
    var sum = 0;
    for (var i = 0; i < number.length; i++) {
      var d = Number(number[number.length - 1 - i]);
      if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
      sum += d;
    }
    return number.length > 0 && sum % 10 === 0;
  }

  function brandOf(number) {
    if (/^4/.test(number)) return 'visa';
    if (/^(5[1-5]|2[2-7])/.test(number)) return 'mastercard';
    if (/^3[47]/.test(number)) return 'amex';
    return 'unknown';
  }

  /** The first problem of the card's fields as Stripe words it, or null. */
  function cardProblem(v) {
    var number = digits(v.number);
    if (number.length < 16) return 'incomplete_number';
    if (!luhn(number)) return 'invalid_number';
    var exp = digits(v.expiry);
    if (exp.length < 4) return 'incomplete_expiry';
    var month = Number(exp.slice(0, 2));
    var year = 2000 + Number(exp.slice(2, 4));
    var now = new Date();
    if (month < 1 || month > 12) return 'incomplete_expiry';
    if (year < now.getFullYear()) return 'invalid_expiry_year_past';
    if (year === now.getFullYear() && month < now.getMonth() + 1) return 'invalid_expiry_month_past';
    if (digits(v.cvc).length < 3) return 'incomplete_cvc';
    if (String(v.zip || '').trim().length < 3) return 'incomplete_zip';
    return null;
  }

  var nextFieldId = 0;

  function field(container, labelText, attrs) {
    var id = 'sbx-stripe-' + nextFieldId++;
    var wrap = document.createElement('div');
    wrap.style.cssText = 'display:flex;flex-direction:column;gap:2px;flex:1 1 8em;';
    var label = document.createElement('label');
    label.htmlFor = id;
    label.textContent = labelText;
    label.style.cssText = 'font-size:13px;';
    var input = document.createElement('input');
    input.id = id;
    input.type = 'text';
    input.style.cssText = 'font:16px sans-serif;padding:8px;border:1px solid #c0c0c0;border-radius:4px;';
    Object.keys(attrs).forEach(function (k) {
      input.setAttribute(k, attrs[k]);
    });
    wrap.appendChild(label);
    wrap.appendChild(input);
    container.appendChild(wrap);
    return input;
  }

  function CardElement(options) {
    this.options = options || {};
    this.handlers = {};
    this.root = null;
    this.inputs = null;
  }

  CardElement.prototype.on = function (event, handler) {
    (this.handlers[event] = this.handlers[event] || []).push(handler);
    return this;
  };
  CardElement.prototype.off = function (event, handler) {
    this.handlers[event] = (this.handlers[event] || []).filter(function (h) {
      return h !== handler;
    });
    return this;
  };
  CardElement.prototype.emit = function (event, payload) {
    (this.handlers[event] || []).forEach(function (h) {
      h(payload);
    });
  };
  CardElement.prototype.values = function () {
    var i = this.inputs;
    return i ? { number: i.number.value, expiry: i.expiry.value, cvc: i.cvc.value, zip: i.zip.value } : {};
  };
  CardElement.prototype.changeEvent = function () {
    var v = this.values();
    var problem = cardProblem(v);
    var empty = !digits(v.number) && !digits(v.expiry) && !digits(v.cvc) && !String(v.zip || '').trim();
    // Like Stripe, an 'incomplete' field is not an error while typing; an invalid one is.
    var shown = problem && problem.indexOf('incomplete') !== 0 ? problem : null;
    return {
      elementType: 'card',
      empty: empty,
      complete: problem === null,
      brand: brandOf(digits(v.number)),
      value: { postalCode: String(v.zip || '').trim() },
      error: shown ? { type: 'validation_error', code: shown, message: MESSAGES[shown] } : undefined,
    };
  };
  CardElement.prototype.mount = function (target) {
    var host = typeof target === 'string' ? document.querySelector(target) : target;
    if (!host) throw new Error('[Stripe sandbox] mount target not found');
    var self = this;
    var root = document.createElement('div');
    root.className = 'sbx-card';
    root.setAttribute('role', 'group');
    root.setAttribute('aria-label', 'Card details');
    root.style.cssText = 'display:flex;flex-wrap:wrap;gap:8px;';
    this.inputs = {
      number: field(root, 'Card number', { inputmode: 'numeric', autocomplete: 'cc-number', placeholder: '1234 1234 1234 1234', maxlength: '23' }),
      expiry: field(root, 'Expiration date (MM / YY)', { inputmode: 'numeric', autocomplete: 'cc-exp', placeholder: 'MM / YY', maxlength: '7' }),
      cvc: field(root, 'CVC', { inputmode: 'numeric', autocomplete: 'cc-csc', placeholder: 'CVC', maxlength: '4' }),
      zip: field(root, 'ZIP', { autocomplete: 'postal-code', placeholder: '12345', maxlength: '10' }),
    };
    if (this.options.hidePostalCode) this.inputs.zip.parentNode.style.display = 'none';
    Object.keys(this.inputs).forEach(function (k) {
      var input = self.inputs[k];
      input.addEventListener('input', function () {
        self.emit('change', self.changeEvent());
      });
      input.addEventListener('focus', function () {
        self.emit('focus', { elementType: 'card' });
      });
      input.addEventListener('blur', function () {
        self.emit('blur', { elementType: 'card' });
      });
    });
    host.appendChild(root);
    this.root = root;
    setTimeout(function () {
      self.emit('ready', { elementType: 'card' });
    }, 0);
  };
  CardElement.prototype.unmount = function () {
    if (this.root && this.root.parentNode) this.root.parentNode.removeChild(this.root);
    this.root = null;
  };
  CardElement.prototype.destroy = function () {
    this.unmount();
    this.inputs = null;
    this.handlers = {};
  };
  CardElement.prototype.clear = function () {
    var i = this.inputs;
    if (!i) return;
    i.number.value = i.expiry.value = i.cvc.value = i.zip.value = '';
    this.emit('change', this.changeEvent());
  };
  CardElement.prototype.focus = function () {
    if (this.inputs) this.inputs.number.focus();
  };
  CardElement.prototype.blur = function () {
    if (this.root && this.root.contains(document.activeElement)) document.activeElement.blur();
  };
  CardElement.prototype.update = function (options) {
    this.options = Object.assign({}, this.options, options);
  };

  /**
   * A small modal dialog with a title, a text and buttons; resolves with the chosen button's value.
   * Like an accessible modal: the first button takes the focus, Tab stays on the buttons, Escape
   * chooses the last one (cancel, or fail the authentication, as closing Stripe's page does) and
   * the focus goes back where it was.
   */
  function dialog(title, text, buttons) {
    return new Promise(function (resolve) {
      var previous = document.activeElement;
      var backdrop = document.createElement('div');
      backdrop.style.cssText = 'position:fixed;inset:0;background:rgba(0,0,0,.5);display:flex;align-items:center;justify-content:center;z-index:2147483647;';
      var box = document.createElement('div');
      box.setAttribute('role', 'dialog');
      box.setAttribute('aria-modal', 'true');
      box.setAttribute('aria-labelledby', 'sbx-stripe-dialog-title');
      box.setAttribute('aria-describedby', 'sbx-stripe-dialog-text');
      box.style.cssText = 'background:#fff;color:#222;padding:24px;border-radius:8px;max-width:28em;font:15px/1.5 sans-serif;';
      var h = document.createElement('h2');
      h.id = 'sbx-stripe-dialog-title';
      h.textContent = title;
      var p = document.createElement('p');
      p.id = 'sbx-stripe-dialog-text';
      p.textContent = text;
      box.appendChild(h);
      box.appendChild(p);
      var choose = function (value) {
        document.removeEventListener('keydown', onKeyDown, true);
        if (backdrop.parentNode) backdrop.parentNode.removeChild(backdrop);
        if (previous && previous.focus) previous.focus();
        resolve(value);
      };
      var elements = buttons.map(function (b) {
        var button = document.createElement('button');
        button.type = 'button';
        button.textContent = b.label;
        button.style.cssText = 'margin:8px 8px 0 0;padding:8px 16px;font:inherit;';
        button.addEventListener('click', function () {
          choose(b.value);
        });
        box.appendChild(button);
        return button;
      });
      var first = elements[0];
      var last = elements[elements.length - 1];
      function onKeyDown(e) {
        if (e.key === 'Escape') {
          e.preventDefault();
          e.stopPropagation();
          choose(buttons[buttons.length - 1].value);
        } else if (e.key === 'Tab') {
          var active = document.activeElement;
          if (e.shiftKey && (active === first || !box.contains(active))) {
            e.preventDefault();
            last.focus();
          } else if (!e.shiftKey && (active === last || !box.contains(active))) {
            e.preventDefault();
            first.focus();
          }
        }
      }
      document.addEventListener('keydown', onKeyDown, true);
      backdrop.appendChild(box);
      document.body.appendChild(backdrop);
      first.focus();
    });
  }

  var intentId = function (clientSecret) {
    return String(clientSecret).split('_secret_')[0];
  };

  function intentCall(clientSecret, method, body) {
    var url = new URL(encodeURIComponent(intentId(clientSecret)) + (body ? '/confirm' : ''), INTENTS_URL);
    if (!body) url.searchParams.set('client_secret', clientSecret);
    return fetch(url.toString(), {
      method: method,
      credentials: 'include',
      headers: body ? { 'content-type': 'application/json' } : {},
      body: body ? JSON.stringify(body) : undefined,
    }).then(function (res) {
      return res.json().then(function (json) {
        if (!res.ok) throw json;
        return json;
      });
    });
  }

  var apiError = function (json) {
    var first = Array.isArray(json) ? json[0] : json;
    return {
      type: 'invalid_request_error',
      code: (first && first._code) || 'resource_missing',
      message: (first && first._description) || 'No such payment_intent.',
    };
  };

  function intentResult(intent) {
    if (intent.status === 'requires_payment_method' && intent.last_payment_error) {
      var e = intent.last_payment_error;
      return {
        error: {
          type: e.code === 'payment_intent_authentication_failure' ? 'invalid_request_error' : 'card_error',
          code: e.code,
          decline_code: e.decline_code,
          message: e.message,
          payment_intent: intent,
        },
      };
    }
    return { paymentIntent: intent };
  }

  /** Stripe's test authentication page: complete or fail, then the intent as the sandbox left it. */
  function authenticate(clientSecret) {
    return intentCall(clientSecret, 'GET').then(function (intent) {
      if (intent.status !== 'requires_action') return intentResult(intent);
      return dialog('Sandbox 3D Secure 2 test page', 'This is a test payment that requires authentication.', [
        { label: 'Complete authentication', value: 'complete' },
        { label: 'Fail authentication', value: 'fail' },
      ]).then(function (action) {
        return intentCall(clientSecret, 'POST', { client_secret: clientSecret, action: action }).then(intentResult);
      });
    }).catch(function (json) {
      return { error: apiError(json) };
    });
  }

  function walletChoice() {
    var fromQuery = new URLSearchParams(window.location.search).get('sandbox_wallet');
    var choice = fromQuery;
    if (!choice) {
      try {
        choice = window.localStorage.getItem('sandbox.stripe.wallet');
      } catch {
        choice = null;
      }
    }
    return choice === 'apple' || choice === 'google' ? choice : null;
  }

  function payer() {
    var fallback = { payerName: 'Ada Lovelace', payerEmail: 'ada@example.com', payerPhone: '+1 555 0100', shippingAddress: null };
    try {
      var stored = window.localStorage.getItem('sandbox.stripe.payer');
      return stored ? Object.assign(fallback, JSON.parse(stored)) : fallback;
    } catch {
      return fallback;
    }
  }

  function PaymentRequest(options) {
    this.options = options || {};
    this.handlers = {};
  }
  PaymentRequest.prototype.on = CardElement.prototype.on;
  PaymentRequest.prototype.off = CardElement.prototype.off;
  PaymentRequest.prototype.emit = CardElement.prototype.emit;
  PaymentRequest.prototype.canMakePayment = function () {
    var wallet = walletChoice();
    return Promise.resolve(wallet ? { applePay: wallet === 'apple', googlePay: wallet === 'google', link: false } : null);
  };
  PaymentRequest.prototype.update = function (options) {
    this.options = Object.assign({}, this.options, options);
  };
  PaymentRequest.prototype.abort = function () {};
  PaymentRequest.prototype.isShowing = function () {
    return false;
  };
  PaymentRequest.prototype.show = function () {
    var self = this;
    var wallet = walletChoice() === 'google' ? 'googlePay' : 'applePay';
    var total = this.options.total || { label: '', amount: 0 };
    var amount = (total.amount / 100).toFixed(2) + ' ' + String(this.options.currency || '').toUpperCase();
    dialog(wallet === 'applePay' ? 'Sandbox Apple Pay' : 'Sandbox Google Pay', 'Pay ' + amount + ' for ' + total.label + '.', [
      { label: 'Pay', value: true },
      { label: 'Cancel', value: false },
    ]).then(function (paid) {
      if (!paid) {
        self.emit('cancel', {});
        return;
      }
      var p = payer();
      self.emit('paymentmethod', {
        paymentMethod: { id: 'pm_card_visa', type: 'card', card: { brand: 'visa', last4: '4242' }, billing_details: { name: p.payerName, email: p.payerEmail } },
        payerName: p.payerName,
        payerEmail: p.payerEmail,
        payerPhone: p.payerPhone,
        shippingAddress: p.shippingAddress,
        walletName: wallet,
        methodName: wallet === 'applePay' ? 'https://apple.com/apple-pay' : 'https://google.com/pay',
        complete: function () {},
      });
    });
  };

  function Stripe(publishableKey) {
    if (!(this instanceof Stripe)) return new Stripe(publishableKey);
    if (typeof publishableKey !== 'string' || !publishableKey) throw new Error('[Stripe sandbox] a publishable key is required');
    this.publishableKey = publishableKey;
  }

  Stripe.version = 'endive';

  Stripe.prototype.elements = function () {
    var created = {};
    return {
      create: function (type, options) {
        if (type !== 'card') throw new Error('[Stripe sandbox] only the card element is available');
        created[type] = new CardElement(options);
        return created[type];
      },
      getElement: function (type) {
        return created[type] || null;
      },
      update: function () {},
    };
  };

  Stripe.prototype.createPaymentMethod = function (params) {
    var element = params && params.card;
    if (!params || params.type !== 'card' || !(element instanceof CardElement)) {
      return Promise.resolve({ error: { type: 'invalid_request_error', code: 'parameter_missing', message: 'A card element is required.' } });
    }
    var v = element.values();
    var problem = cardProblem(v);
    if (problem) return Promise.resolve({ error: { type: 'validation_error', code: problem, message: MESSAGES[problem] } });
    var number = digits(v.number);
    var card = TEST_CARDS[number];
    if (!card) {
      return Promise.resolve({
        error: {
          type: 'card_error',
          code: 'card_declined',
          decline_code: 'live_mode_test_card',
          message: 'Your card was declined. Your request was in test mode, but used a non test card. For a list of valid test cards, visit: https://stripe.com/docs/testing.',
        },
      });
    }
    return Promise.resolve({
      paymentMethod: {
        id: card.id,
        object: 'payment_method',
        type: 'card',
        card: { brand: card.brand, last4: number.slice(-4) },
        billing_details: params.billing_details || {},
      },
    });
  };

  Stripe.prototype.handleNextAction = function (options) {
    return authenticate(options && options.clientSecret);
  };
  Stripe.prototype.confirmCardPayment = function (clientSecret) {
    return authenticate(clientSecret);
  };
  Stripe.prototype.retrievePaymentIntent = function (clientSecret) {
    return intentCall(clientSecret, 'GET').then(
      function (intent) {
        return { paymentIntent: intent };
      },
      function (json) {
        return { error: apiError(json) };
      },
    );
  };
  Stripe.prototype.paymentRequest = function (options) {
    return new PaymentRequest(options);
  };

  window.Stripe = Stripe;
})();
