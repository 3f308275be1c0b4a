"""How the built site is served: the header policy (``headers``, ``csp``), the project's own server
(``serve``) and nginx's configuration (``nginx``)."""
