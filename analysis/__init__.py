"""Paper Trends analysis: corpus files in, summary tables out (no Dash here)."""

__version__ = "0.1.0"
