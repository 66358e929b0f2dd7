"""The Paper Trends dashboard: draws the tables :mod:`analysis` computes (no model fitting here).

``dashboard.app.create_app(analysis)`` builds the Dash app; ``dashboard.app.server`` is a
WSGI app on the bundled seeds corpus for gunicorn (built on first access).
"""
