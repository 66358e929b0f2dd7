"""Reading corpus files: the input formats and the corpus loader."""
