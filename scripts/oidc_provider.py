"""A real OpenID Connect provider on 127.0.0.1 for tests of Morsel's OpenID Connect sign-in.

Built on Authlib's Flask authorization server: authorization codes, PKCE, client authentication
at the token endpoint, bearer tokens, id_token signing and the UserInfo endpoint are Authlib's
own grant and endpoint classes; this file only stores their objects in memory, shows a login
form and adds test knobs to Authlib's id_token generation.

    python3 scripts/oidc_provider.py --config oidc.json [--port 0] [--issuer URL] [--key key.pem]

Once listening it prints one line `READY http://127.0.0.1:PORT` on stdout; request logs go to
stderr. It stops cleanly on SIGTERM or Ctrl-C. Needs: pip install authlib==1.9.10 flask==3.1.3
(Authlib brings cryptography and joserfc).

The config file names the clients and users:

    {"clients": [{"client_id": "morsel", "client_secret": "s3cret-s3cret",
                  "redirect_uris": ["http://127.0.0.1:8080/auth/oidc/callback"],
                  "scope": "openid profile email groups"}],
     "users": [{"username": "alice", "password": "alice-pw", "sub": "u-alice",
                "email": "alice@example.org", "email_verified": true, "name": "Alice",
                "groups": ["morsel-admins", "family-smith"]}]}

Every client is confidential (client_secret_basic or client_secret_post at /token), must send
PKCE with code_challenge_method=S256 and a nonce, and may only use its redirect URIs exactly.
A client's "token_endpoint_auth_method" (client_secret_basic or client_secret_post) allows that
one alone, answering another with unauthorized_client, as providers that register it do. With
"basic_undecoded": true at the top, a Basic header's id and secret are compared as sent, not
form-decoded first, as glewlwyd 2.7 does (RFC 6749 §2.3.1 says to decode them).

Endpoints: /.well-known/openid-configuration, /jwks, /authorize (GET shows the login form, POST
it back to the same URL with `username` and `password`), /token, /userinfo, and POST /test/mode
(from 127.0.0.1 only) whose JSON body sets how the next id_tokens are made until the next call:
    {"sign_with": "rogue"}       signed with a key not in /jwks, under the published kid
    {"sign_with": "rogue-kid"}   signed with a key not in /jwks, under a kid not in /jwks
    {"expires_in": -600}         exp that many seconds from now, iat min(now, exp - 1 h)
    {"iss": URL}, {"aud": VALUE}, {"nonce": VALUE}   those claims overridden
    {"email_verified": false}    every user's email_verified, in id_tokens and /userinfo
    {} or {"reset": true}        back to normal
Keys may be combined; each call replaces the whole mode. The answer is {"mode": {...}}.
"""
import argparse, base64, binascii, hmac, html, json, secrets, signal, sys, threading, time
from dataclasses import dataclass, field

from authlib.integrations.flask_oauth2 import AuthorizationServer, ResourceProtector
from authlib.oauth2 import OAuth2Error
from authlib.oauth2.rfc6749 import (ClientMixin, InvalidRequestError, TokenMixin, grants, list_to_scope,
                                    scope_to_list)
from authlib.oauth2.rfc6750 import BearerTokenValidator
from authlib.oauth2.rfc7636 import CodeChallenge
from authlib.oauth2.rfc7636.challenge import compare_s256_code_challenge
from authlib.oidc import core as oidc
from flask import Flask, jsonify, request, session
from joserfc.jwk import RSAKey
from werkzeug.serving import make_server

HOST = "127.0.0.1"
SCOPES = ["openid", "profile", "email", "groups"]
CLAIMS = ["sub", "iss", "aud", "exp", "iat", "auth_time", "nonce", "at_hash",
          "preferred_username", "name", "email", "email_verified", "groups"]
CODE_LIFETIME = 300
TOKEN_LIFETIME = 3600
ID_TOKEN_LIFETIME = oidc.OpenIDCode.DEFAULT_EXPIRES_IN


class Client(ClientMixin):
    """A confidential client of the config file, allowed the code flow only."""

    def __init__(self, entry):
        self.client_id = entry["client_id"]
        self.client_secret = entry["client_secret"]
        self.redirect_uris = list(entry["redirect_uris"])
        self.scope = entry.get("scope", "openid")
        self.client_metadata = entry  # read by Authlib's UserInfoEndpoint

    def get_client_id(self):
        return self.client_id

    def get_default_redirect_uri(self):
        return self.redirect_uris[0] if self.redirect_uris else None

    def get_allowed_scope(self, scope):
        allowed = scope_to_list(self.scope)
        return list_to_scope([s for s in scope_to_list(scope) or [] if s in allowed])

    def check_redirect_uri(self, redirect_uri):
        return redirect_uri in self.redirect_uris

    def check_client_secret(self, client_secret):
        return hmac.compare_digest(self.client_secret.encode(), client_secret.encode())

    def check_endpoint_auth_method(self, method, endpoint):
        registered = self.client_metadata.get("token_endpoint_auth_method")
        return method == registered if registered else method in ("client_secret_basic", "client_secret_post")

    def check_response_type(self, response_type):
        return response_type == "code"

    def check_grant_type(self, grant_type):
        return grant_type == "authorization_code"


@dataclass
class User:
    username: str
    password: str
    sub: str
    name: str = None
    email: str = None
    email_verified: bool = False
    groups: list = field(default_factory=list)


@dataclass
class AuthorizationCode(oidc.AuthorizationCodeMixin):
    code: str
    client_id: str
    user: User
    redirect_uri: str
    scope: str
    nonce: str
    auth_time: int
    code_challenge: str
    code_challenge_method: str
    issued_at: float = field(default_factory=time.time)

    def get_redirect_uri(self):
        return self.redirect_uri

    def get_scope(self):
        return self.scope

    def get_nonce(self):
        return self.nonce

    def get_auth_time(self):
        return self.auth_time

    def is_expired(self):
        return time.time() > self.issued_at + CODE_LIFETIME


@dataclass
class Token(TokenMixin):
    client: Client
    user: User
    scope: str
    expires_in: int
    issued_at: float = field(default_factory=time.time)

    def check_client(self, client):
        return client.client_id == self.client.client_id

    def get_scope(self):
        return self.scope

    def get_expires_in(self):
        return self.expires_in

    def is_expired(self):
        return time.time() > self.issued_at + self.expires_in

    def is_revoked(self):
        return False

    def get_user(self):
        return self.user

    def get_client(self):
        return self.client


class UserClaims(oidc.UserInfo):
    """Authlib's standard claims by scope, with the `groups` scope giving the `groups` claim."""

    SCOPES_CLAIMS_MAPPING = {**oidc.UserInfo.SCOPES_CLAIMS_MAPPING, "groups": ["groups"]}


def test_mode(body):
    """The knobs of a POST /test/mode body, checked; ValueError names what is wrong."""
    if not isinstance(body, dict):
        raise ValueError("the body must be a JSON object")
    expected = {"sign_with": str, "expires_in": int, "iss": str, "aud": (str, list), "nonce": str,
                "email_verified": bool, "reset": bool}
    for key, value in body.items():
        if key not in expected:
            raise ValueError(f"unknown knob {key!r}; known: {', '.join(expected)}")
        if not isinstance(value, expected[key]) or (key == "expires_in" and isinstance(value, bool)):
            raise ValueError(f"{key!r} has the wrong type")
    if body.get("sign_with") not in (None, "rogue", "rogue-kid"):
        raise ValueError("'sign_with' must be 'rogue' or 'rogue-kid'")
    return {} if body.get("reset") else {k: v for k, v in body.items() if k != "reset"}


class Provider:
    """The clients, users, keys, issued codes and tokens, and the test mode, of one process."""

    def __init__(self, config, key):
        self.issuer = self.base_url = None  # set once the server is listening
        self.config = config
        self.clients = {c["client_id"]: Client(c) for c in config["clients"]}
        self.users = {u["username"]: User(**u) for u in config["users"]}
        self.key = key
        params = {"use": "sig", "alg": "RS256"}
        self.rogue_keys = {
            "rogue": RSAKey.generate_key(2048, parameters={**params, "kid": key.kid}),
            "rogue-kid": RSAKey.generate_key(2048, parameters={**params, "kid": "rogue-" + key.kid}),
        }
        self.codes, self.tokens, self.nonces = {}, {}, set()
        self.mode = {}
        self.lock = threading.Lock()

    def check_password(self, username, password):
        user = self.users.get(username)
        if user and hmac.compare_digest(user.password.encode(), password.encode()):
            return user
        return None

    def user_claims(self, user, scope):
        claims = UserClaims(sub=user.sub, preferred_username=user.username, name=user.name,
                            email=user.email, email_verified=user.email_verified, groups=user.groups)
        if "email_verified" in self.mode:
            claims["email_verified"] = self.mode["email_verified"]
        return claims.filter(scope)

    def signing_key(self):
        return self.rogue_keys.get(self.mode.get("sign_with"), self.key)

    def discovery(self):
        return {
            "issuer": self.issuer,
            "authorization_endpoint": self.base_url + "/authorize",
            "token_endpoint": self.base_url + "/token",
            "userinfo_endpoint": self.base_url + "/userinfo",
            "jwks_uri": self.base_url + "/jwks",
            "response_types_supported": ["code"],
            "response_modes_supported": ["query"],
            "grant_types_supported": ["authorization_code"],
            "subject_types_supported": ["public"],
            "id_token_signing_alg_values_supported": ["RS256"],
            "scopes_supported": SCOPES,
            "token_endpoint_auth_methods_supported": ["client_secret_basic", "client_secret_post"],
            "code_challenge_methods_supported": ["S256"],
            "claims_supported": CLAIMS,
        }


class Server(AuthorizationServer):
    """Authlib's Flask authorization server over a Provider's clients and tokens."""

    def __init__(self, app, provider):
        self.provider = provider
        super().__init__(app)

    def query_client(self, client_id):
        return self.provider.clients.get(client_id)

    def save_token(self, token, request):
        self.provider.tokens[token["access_token"]] = Token(
            request.client, request.user, token.get("scope", ""), token["expires_in"])


class AuthorizationCodeGrant(grants.AuthorizationCodeGrant):
    """Authlib's code grant, keeping codes in memory: each is deleted when redeemed."""

    def save_authorization_code(self, code, request):
        provider = self.server.provider
        nonce = request.payload.data.get("nonce")
        provider.nonces.add((request.client.client_id, nonce))
        provider.codes[code] = AuthorizationCode(
            code, request.client.client_id, request.user, request.payload.redirect_uri,
            request.scope, nonce, session["auth_time"],
            request.payload.data.get("code_challenge"), request.payload.data.get("code_challenge_method"))

    def query_authorization_code(self, code, client):
        item = self.server.provider.codes.get(code)
        if item and item.client_id == client.client_id and not item.is_expired():
            return item
        return None

    def delete_authorization_code(self, authorization_code):
        del self.server.provider.codes[authorization_code.code]

    def authenticate_user(self, authorization_code):
        return authorization_code.user


class RequiredS256(CodeChallenge):
    """Authlib's PKCE checks, with S256 the only method and a challenge required of every client."""

    SUPPORTED_CODE_CHALLENGE_METHOD = ["S256"]
    CODE_CHALLENGE_METHODS = {"S256": compare_s256_code_challenge}

    def validate_code_challenge(self, grant, redirect_uri):
        if grant.request.payload.data.get("code_challenge_method") != "S256":
            raise InvalidRequestError("PKCE with 'code_challenge_method=S256' is required.")
        super().validate_code_challenge(grant, redirect_uri)


class OpenIDCode(oidc.OpenIDCode):
    """Authlib's id_token for the code flow, signed with the provider's key, bent by the test mode."""

    def __init__(self, provider):
        super().__init__(require_nonce=True)
        self.provider = provider

    def exists_nonce(self, nonce, request):
        return (request.payload.client_id, nonce) in self.provider.nonces

    def resolve_client_private_key(self, client):
        return self.provider.signing_key()

    def get_encode_header(self, client):
        return {"alg": "RS256", "kid": self.provider.signing_key().kid}

    def get_client_claims(self, client):
        mode = self.provider.mode
        claims = {"iss": mode.get("iss", self.provider.issuer), "aud": mode.get("aud", [client.client_id])}
        if "expires_in" in mode:
            now = int(time.time())
            claims["exp"] = now + mode["expires_in"]
            claims["iat"] = min(now, claims["exp"] - ID_TOKEN_LIFETIME)
        return claims

    def get_authorization_code_claims(self, authorization_code):
        claims = super().get_authorization_code_claims(authorization_code)
        if "nonce" in self.provider.mode:
            claims["nonce"] = self.provider.mode["nonce"]
        return claims

    def generate_user_info(self, user, scope):
        return self.provider.user_claims(user, scope)


class UserInfoEndpoint(oidc.UserInfoEndpoint):
    def __init__(self, provider, resource_protector):
        super().__init__(resource_protector=resource_protector)
        self.provider = provider

    def generate_user_info(self, user, scope):
        return self.provider.user_claims(user, scope)


class TokenValidator(BearerTokenValidator):
    def __init__(self, provider):
        super().__init__()
        self.provider = provider

    def authenticate_token(self, token_string):
        return self.provider.tokens.get(token_string)


LOGIN_FORM = """<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Sign in</title></head>
<body><h1>Sign in</h1><p>to continue to {client}</p>{error}
<form method="post" action="{action}">
<p><label for="username">Username</label> <input id="username" name="username"></p>
<p><label for="password">Password</label> <input id="password" name="password" type="password"></p>
<p><button type="submit">Sign in</button></p>
</form></body></html>
"""


def login_form(error=None):
    return LOGIN_FORM.format(
        client=html.escape(request.args.get("client_id", "")),
        error=f'<p class="error" role="alert">{html.escape(error)}</p>' if error else "",
        action=html.escape(request.full_path))


def authenticate_basic_undecoded(query_client, request):
    """client_secret_basic as glewlwyd 2.7 reads it: the header's parts compared undecoded."""
    kind, _, token = request.headers.get("Authorization", "").partition(" ")
    if kind.lower() != "basic":
        return None
    try:
        client_id, _, client_secret = base64.b64decode(token).decode().partition(":")
    except (binascii.Error, UnicodeDecodeError):
        return None
    client = query_client(client_id)
    if client and client.check_client_secret(client_secret):
        return client
    return None


def create_app(provider):
    app = Flask(__name__)
    app.config.update(
        SECRET_KEY=secrets.token_bytes(32),
        # The provider shares 127.0.0.1 with the client, and cookies do not tell ports apart.
        SESSION_COOKIE_NAME="oidc_provider_session",
        SESSION_COOKIE_PATH="/authorize",
        OAUTH2_SCOPES_SUPPORTED=SCOPES,
        OAUTH2_TOKEN_EXPIRES_IN={"authorization_code": TOKEN_LIFETIME},
    )
    server = Server(app, provider)
    if provider.config.get("basic_undecoded"):
        server.register_client_auth_method("client_secret_basic", authenticate_basic_undecoded)
    server.register_grant(AuthorizationCodeGrant, [RequiredS256(required=True), OpenIDCode(provider)])
    protector = ResourceProtector()
    protector.register_token_validator(TokenValidator(provider))
    server.register_endpoint(UserInfoEndpoint(provider, protector))

    @app.get("/.well-known/openid-configuration")
    def discovery():
        return jsonify(provider.discovery())

    @app.get("/jwks")
    def jwks():
        return jsonify({"keys": [provider.key.as_dict(private=False)]})

    @app.route("/authorize", methods=["GET", "POST"])
    def authorize():
        user = provider.users.get(session.get("username"))
        if request.method == "POST":
            user = provider.check_password(request.form.get("username", ""), request.form.get("password", ""))
            if user:
                session.update(username=user.username, auth_time=int(time.time()))
        try:
            grant = server.get_consent_grant(end_user=user)
        except OAuth2Error as error:
            return server.handle_error_response(request, error)
        if request.method == "POST" and not user:
            return login_form("Wrong username or password.")
        if not user or (request.method == "GET" and grant.prompt == "login"):
            return login_form()
        with provider.lock:
            return server.create_authorization_response(grant_user=user, grant=grant)

    @app.post("/token")
    def token():
        with provider.lock:
            return server.create_token_response()

    @app.route("/userinfo", methods=["GET", "POST"])
    def userinfo():
        return server.create_endpoint_response("userinfo")

    @app.post("/test/mode")
    def set_test_mode():
        if request.remote_addr != HOST:
            return jsonify(error="test knobs are for 127.0.0.1 only"), 403
        try:
            mode = test_mode(request.get_json(force=True, silent=True))
        except ValueError as error:
            return jsonify(error=str(error)), 400
        with provider.lock:
            provider.mode = mode
        return jsonify(mode=mode)

    return app


def load_key(path):
    """The RSA signing key: the PEM file at path, or a fresh 2048-bit one; kid its thumbprint."""
    params = {"use": "sig", "alg": "RS256"}
    if path:
        with open(path, "rb") as f:
            key = RSAKey.import_key(f.read(), parameters=params)
    else:
        key = RSAKey.generate_key(2048, parameters=params)
    key.ensure_kid()
    return key


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--config", required=True, help="JSON file of clients and users")
    parser.add_argument("--port", type=int, default=0, help="port on 127.0.0.1 (0: a free one)")
    parser.add_argument("--issuer", help="issuer identifier (default: http://127.0.0.1:PORT)")
    parser.add_argument("--key", help="PEM file of the RSA signing key (default: a fresh one)")
    args = parser.parse_args()

    with open(args.config) as f:
        config = json.load(f)
    key = load_key(args.key)
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(0))
    provider = Provider(config, key)
    http = make_server(HOST, args.port, create_app(provider), threaded=True)
    provider.base_url = f"http://{HOST}:{http.server_port}"
    provider.issuer = args.issuer or provider.base_url
    print("READY", provider.base_url, flush=True)
    http.serve_forever()


if __name__ == "__main__":
    main()
