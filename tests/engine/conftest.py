import os
import sys

# The shared soak harness lives beside the tests.
sys.path.insert(0, os.path.dirname(__file__))
