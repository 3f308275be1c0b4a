import pytest

from tests import testing


@pytest.fixture(scope="session")
def built_site():
    """The site built (strict) for the test origin, once per session."""
    return testing.test_site()
