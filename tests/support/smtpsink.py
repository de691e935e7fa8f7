#!/usr/bin/python3
"""A real SMTP server for the mail tests (Debian's python3-aiosmtpd).

usage: smtpsink.py PORT MAILDIR MODE CERT KEY [USER PASSWORD]
MODE: starttls (STARTTLS required), tls (implicit TLS), none (plain).
With USER and PASSWORD, AUTH is required and checked. Each message is stored
in MAILDIR/new. Prints "ready" when it accepts connections; runs until killed.
"""
import mailbox
import signal
import ssl
import sys
import threading

from aiosmtpd.controller import Controller
from aiosmtpd.handlers import Mailbox
from aiosmtpd.smtp import AuthResult, LoginPassword


def main():
    port, maildir, mode, cert, key = sys.argv[1:6]
    credentials = sys.argv[6:8]
    mailbox.Maildir(maildir, create=True)
    context = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
    context.load_cert_chain(cert, key)

    def authenticate(server, session, envelope, mechanism, auth_data):
        ok = (isinstance(auth_data, LoginPassword) and credentials and
              auth_data.login.decode() == credentials[0] and auth_data.password.decode() == credentials[1])
        return AuthResult(success=bool(ok))

    options = {}
    if credentials:
        options.update(authenticator=authenticate, auth_required=True)
    if mode == "starttls":
        options.update(tls_context=context, require_starttls=True)
    elif mode == "tls":
        # aiosmtpd 1.4 only counts STARTTLS as TLS for AUTH; this socket is
        # TLS from the first byte. server_hostname lets its readiness probe
        # speak TLS too.
        options.update(ssl_context=context, server_hostname="localhost", auth_require_tls=False)
    else:
        options.update(auth_require_tls=False)
    controller = Controller(Mailbox(maildir), hostname="127.0.0.1", port=int(port), **options)
    controller.start()
    print("ready", flush=True)
    stop = threading.Event()
    signal.signal(signal.SIGTERM, lambda *_: stop.set())
    signal.signal(signal.SIGINT, lambda *_: stop.set())
    stop.wait()
    controller.stop()


if __name__ == "__main__":
    main()
