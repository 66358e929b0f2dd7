"""The page's sections, one module each: its charts (as :class:`dashboard.charts.Chart`
values, listed in its ``CHARTS``), its layout, and the callbacks only it needs.

:mod:`~dashboard.sections.header` (headline and filter bar), then
:mod:`~dashboard.sections.topics`, :mod:`~dashboard.sections.keywords`,
:mod:`~dashboard.sections.paper_types`, :mod:`~dashboard.sections.papers` and
:mod:`~dashboard.sections.downloads`; :mod:`dashboard.page` puts them together.
"""
