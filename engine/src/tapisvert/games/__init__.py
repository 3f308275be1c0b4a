"""The games of the archive, one module or folder each, registered by name in ``tapisvert.registry``."""
