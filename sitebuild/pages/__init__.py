"""The pages the build generates or expands: the rules pages, the worked examples and lessons, the
laboratory and measured-figures pages, the citations, the rules dataset and the search entries."""
