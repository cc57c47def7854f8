/*
 * An offline stand-in for Google's https://apis.google.com/js/api.js, served by the journeys in
 * its place (the machines have no internet). Firebase Auth's popup sign-in talks to the Auth
 * emulator's helper iframe through `gapi.iframes`: open an iframe, `register` handlers, `send`
 * messages with replies. This implements just that over postMessage, on both sides (the shop's
 * page and the emulator's iframe load it). The shop's own code runs unchanged.
 */
(function () {
  var MARK = '__refurbGapiStandIn';
  var channels = [];

  function Channel(peer) {
    this.peer = peer;
    this.handlers = {};
    this.waiting = [];
    this.replies = {};
    this.next = 0;
  }
  Channel.prototype.register = function (name, handler) {
    this.handlers[name] = handler;
    var waiting = this.waiting;
    this.waiting = [];
    waiting.forEach(this.answer, this);
  };
  Channel.prototype.send = function (name, data, onReply) {
    var id = MARK + this.next++ + Math.random().toString(36).slice(2);
    if (onReply) this.replies[id] = onReply;
    this.peer().postMessage({ [MARK]: 'call', name: name, data: data, id: id }, '*');
  };
  Channel.prototype.answer = function (message) {
    var handler = this.handlers[message.name];
    if (!handler) return void this.waiting.push(message);
    var result = handler(message.data);
    this.peer().postMessage({ [MARK]: 'reply', id: message.id, result: [result] }, '*');
  };
  Channel.prototype.receive = function (message) {
    if (message[MARK] === 'call') return this.answer(message);
    var onReply = this.replies[message.id];
    if (message[MARK] !== 'reply' || !onReply) return;
    delete this.replies[message.id];
    try {
      onReply(message.result);
    } catch {
      // The SDK's storage probe throws after it has its answer; the answer is what counts.
    }
  };

  window.addEventListener('message', function (event) {
    if (!event.data || typeof event.data !== 'object' || !event.data[MARK]) return;
    channels.forEach(function (entry) {
      if (entry.peer() === event.source) entry.channel.receive(event.data);
    });
  });

  function channelTo(peer) {
    var channel = new Channel(peer);
    channels.push({ peer: peer, channel: channel });
    return channel;
  }

  var parent = null;
  var context = {
    open: function (options, onOpen) {
      var frame = document.createElement('iframe');
      frame.src = options.url;
      Object.assign(frame.style, (options.attributes && options.attributes.style) || {});
      var channel = channelTo(function () {
        return frame.contentWindow;
      });
      var loaded = new Promise(function (resolve) {
        frame.addEventListener('load', resolve);
      });
      var handle = {
        restyle: function () {
          return Promise.resolve();
        },
        ping: function (done) {
          return loaded.then(function () {
            if (done) done();
          });
        },
        register: function (name, handler) {
          channel.register(name, handler);
        },
        send: function (name, data, onReply) {
          loaded.then(function () {
            channel.send(name, data, onReply);
          });
        },
      };
      (options.where || document.body).appendChild(frame);
      return Promise.resolve(onOpen ? onOpen(handle) : handle);
    },
    getParentIframe: function () {
      parent =
        parent ||
        channelTo(function () {
          return window.parent;
        });
      return {
        register: function (name, handler) {
          parent.register(name, handler);
        },
        send: function (name, data, onReply) {
          parent.send(name, data, onReply);
        },
      };
    },
  };

  window.gapi = window.gapi || {};
  window.gapi.iframes = {
    getContext: function () {
      return context;
    },
    CROSS_ORIGIN_IFRAMES_FILTER: 'stand-in',
    Iframe: function () {},
  };
  window.gapi.load = function (_modules, options) {
    setTimeout(typeof options === 'function' ? options : options.callback, 0);
  };
  var script = document.currentScript && document.currentScript.src;
  var onload = script && new URL(script).searchParams.get('onload');
  setTimeout(function () {
    if (onload && window[onload]) window[onload]();
    if (window.gapi_onload) window.gapi_onload();
  }, 0);
})();
