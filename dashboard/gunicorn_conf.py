"""gunicorn settings for the dashboard: ``gunicorn -c python:dashboard.gunicorn_conf
'dashboard.app:server'`` (``paper-trends serve --workers N`` uses the same ones).

``preload_app``: the analysis is opened once, in the master, and the workers are forked
from it, so they share one copy (the arrays and Arrow strings memory-mapped from the
saved analysis, the rest copy-on-write; ``bench/WORKERS.md``).  ``gthread`` workers,
because one filter change sends several requests at once.  Workers: ``WEB_CONCURRENCY``
(gunicorn's own variable), else 2.  Listens on ``PAPER_TRENDS_BIND`` (default
127.0.0.1:8050); put a reverse proxy in front to serve other machines.
"""

import os

from dashboard.serving import GUNICORN_THREADS, GUNICORN_TIMEOUT, return_freed_memory

bind = [os.environ.get("PAPER_TRENDS_BIND", "127.0.0.1:8050")]
workers = int(os.environ.get("WEB_CONCURRENCY", "2"))
worker_class = "gthread"
threads = GUNICORN_THREADS
timeout = GUNICORN_TIMEOUT
preload_app = True
post_request = return_freed_memory  # freed heap pages back to the system
proc_name = "paper-trends"
