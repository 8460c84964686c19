#!/usr/bin/env python3
"""Broken HTTP against a running `widgetry serve`, below what an OpenAPI fuzzer can send.

`scripts/fuzz` runs it after schemathesis: request heads and chunked bodies written byte for byte
over raw sockets, a fixed table of known cases, then random mutations of valid requests for the
time given. Every answer must be a client error or success (never 5xx, never a status line that
is not HTTP), the server must still answer `GET /api/health` after each batch, and the server's
log must gain no line at error level (a client's broken request is not the server's error).

usage: fuzz-http.py BASE_URL LOG_FILE SECONDS [SEED]
"""

import random
import re
import socket
import sys
import time

base, log_path, seconds = sys.argv[1], sys.argv[2], float(sys.argv[3])
seed = int(sys.argv[4]) if len(sys.argv) > 4 else random.randrange(1 << 30)
match = re.match(r"http://([^:/]+):(\d+)", base)
host, port = match.group(1), int(match.group(2))
rng = random.Random(seed)

HEAD = f"POST /api/instances HTTP/1.1\r\nHost: {host}\r\nX-Widgetry-Request: 1\r\nContent-Type: application/json\r\n"
BODY = '{"extensionID":"counter","kind":"Counter","family":"systemSmall"}'

# Chunked bodies whose framing breaks after the head (the route is reading the body).
CHUNKED = [
    "zz\r\n{}\r\n0\r\n\r\n",
    "2\r\n{}\r\nzz\r\n",
    "ffffffffffffffffffff\r\n{}\r\n",
    "2\r\n{}xx\r\n0\r\n\r\n",
    "2\n{}\n0\n\n",
    "-2\r\n{}\r\n0\r\n\r\n",
    " 2\r\n{}\r\n0\r\n\r\n",
    "2;\x00\r\n{}\r\n0\r\n\r\n",
    "2;ext=\"unterminated\r\n{}\r\n0\r\n\r\n",
    "0x2\r\n{}\r\n0\r\n\r\n",
    "2\r\n{}\r\n0\r\nTrailer: x\r\nBad Trailer\r\n\r\n",
    "2\r\n{}",  # ends inside the body (the client closes its side)
    "10\r\n{\"kind\"",
    "100000\r\n" + "x" * 100,
]

# Request heads the decoder should refuse, or that say two things about the body.
HEADS = [
    f"GET /api/health HTTP/1.1\r\nHost: {host}\r\nBad Header: x\r\n\r\n",
    f"GET /api/health HTTP/1.1\r\nHost: {host}\r\nX-Folded: a\r\n b\r\n\r\n",
    f"GET /api/health HTTP/1.1\r\nHost : {host}\r\n\r\n",
    f"GET /api/health HTTP/1.1\r\nHost: {host}\r\nX-Nul: a\x00b\r\n\r\n",
    f"GET /api/health HTTP/1.1\r\nHost: {host}\r\nX-Long: {'a' * 100_000}\r\n\r\n",
    f"GET /api/health HTTP/1.1\r\nHost: {host}\r\n" + "X-Many: 1\r\n" * 2000 + "\r\n",
    f"GET /api/health HTTP/9.9\r\nHost: {host}\r\n\r\n",
    "GET /api/health HTTP/1.0\r\n\r\n",
    f"GET  /api/health HTTP/1.1\r\nHost: {host}\r\n\r\n",
    f"GET /api/he alth HTTP/1.1\r\nHost: {host}\r\n\r\n",
    f"G\x01T /api/health HTTP/1.1\r\nHost: {host}\r\n\r\n",
    f"GET /api/health?{'q' * 100_000} HTTP/1.1\r\nHost: {host}\r\n\r\n",
    "\x16\x03\x01\x00\xa5\x01\x00\x00\xa1\x03\x03",
    "PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n",
    "\r\n\r\n\r\n",
    HEAD + "Content-Length: 2\r\nContent-Length: 3\r\n\r\n{}",
    HEAD + "Content-Length: abc\r\n\r\n{}",
    HEAD + "Content-Length: -1\r\n\r\n{}",
    HEAD + "Content-Length: 99999999999999999999999\r\n\r\n{}",
    HEAD + "Content-Length: 2\r\nTransfer-Encoding: chunked\r\n\r\n2\r\n{}\r\n0\r\n\r\n",
    HEAD + "Transfer-Encoding: gzip\r\n\r\n{}",
    HEAD + "Transfer-Encoding: chunked, identity\r\n\r\n2\r\n{}\r\n0\r\n\r\n",
    HEAD + "Transfer-Encoding: chunked\r\nTransfer-Encoding: chunked\r\n\r\n2\r\n{}\r\n0\r\n\r\n",
    HEAD + "Content-Length: 5\r\n\r\n{}",  # shorter than it says (the client closes its side)
    HEAD + "Content-Type: text/plain\r\nContent-Length: 2\r\n\r\n{}",
    HEAD + "Expect: 100-continue\r\nContent-Length: 2\r\n\r\n{}",
    HEAD + "Expect: nonsense\r\nContent-Length: 2\r\n\r\n{}",
]


def exchange(data: bytes, timeout: float = 10.0) -> bytes:
    """Sends `data`, closes the sending side, and reads until the server closes or goes quiet."""
    with socket.create_connection((host, port), timeout=timeout) as connection:
        try:
            connection.sendall(data)
            connection.shutdown(socket.SHUT_WR)
        except OSError:
            pass  # the server may close before reading it all
        received = b""
        try:
            while chunk := connection.recv(65536):
                received += chunk
        except (ConnectionResetError, socket.timeout):
            pass
        return received


def statuses(answer: bytes) -> list[int]:
    return [int(status) for status in re.findall(rb"(?:^|\r\n)HTTP/1\.[01] (\d{3}) ", answer)]


failures: list[str] = []


def check(label: str, data: bytes) -> None:
    answer = exchange(data)
    if answer and not answer.startswith(b"HTTP/1."):
        failures.append(f"{label}: an answer that is not HTTP: {answer[:80]!r}")
    for status in statuses(answer):
        if status >= 500:
            failures.append(f"{label}: {status}: {answer[:300]!r}")


def healthy() -> bool:
    answer = exchange(f"GET /api/health HTTP/1.1\r\nHost: {host}\r\nConnection: close\r\n\r\n".encode())
    return statuses(answer)[:1] == [200]


def mutated() -> bytes:
    """A valid request (a chunked or sized POST, or a GET) with a few random bytes changed, added
    or removed, in the head or the framing."""
    kind = rng.randrange(3)
    if kind == 0:
        pieces = [BODY[i : i + rng.randint(1, 20)] for i in range(0, len(BODY), 20)]
        body = "".join(f"{len(piece):x}\r\n{piece}\r\n" for piece in pieces) + "0\r\n\r\n"
        text = HEAD + "Transfer-Encoding: chunked\r\nConnection: close\r\n\r\n" + body
    elif kind == 1:
        text = HEAD + f"Content-Length: {len(BODY)}\r\nConnection: close\r\n\r\n" + BODY
    else:
        text = f"GET /api/instances HTTP/1.1\r\nHost: {host}\r\nAccept: application/json\r\nConnection: close\r\n\r\n"
    data = bytearray(text.encode())
    for _ in range(rng.randint(1, 4)):
        where = rng.randrange(len(data))
        what = rng.randrange(4)
        if what == 0:
            data[where] = rng.randrange(256)
        elif what == 1:
            data[where:where] = bytes([rng.choice(b"\r\n\t :;,\x00\x7f0fFzZ-")])
        elif what == 2:
            del data[where]
        else:
            data[where:where] = rng.choice([b"\r\n", b"ffffffff", b"Transfer-Encoding: chunked\r\n", b"Content-Length: 7\r\n"])
    return bytes(data)


def log_errors() -> list[str]:
    with open(log_path, errors="replace") as log:
        return [line.rstrip() for line in log if re.search(r"^\S+ (error|critical) ", line)]


errors_before = len(log_errors())
for chunks in CHUNKED:
    check(f"chunked {chunks[:40]!r}", (HEAD + "Transfer-Encoding: chunked\r\n\r\n" + chunks).encode("latin-1"))
for head in HEADS:
    check(f"head {head[:60]!r}", head.encode("latin-1"))
if not healthy():
    failures.append("the server stopped answering /api/health after the fixed cases")

sent = 0
deadline = time.monotonic() + seconds
while time.monotonic() < deadline and len(failures) < 20:
    data = mutated()
    check(f"mutation {data[:200]!r}", data)
    sent += 1
    if sent % 50 == 0 and not healthy():
        failures.append(f"the server stopped answering /api/health after {sent} mutations")
        break

new_errors = log_errors()[errors_before:]
failures += [f"logged at error level: {line}" for line in new_errors[:10]]
print(f"fuzz-http: {len(CHUNKED) + len(HEADS)} fixed cases and {sent} mutations (seed {seed})", file=sys.stderr)
for failure in failures:
    print(f"fuzz-http: {failure}", file=sys.stderr)
sys.exit(1 if failures else 0)
