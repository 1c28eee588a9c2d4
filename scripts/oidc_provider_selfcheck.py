"""Self-check of scripts/oidc_provider.py, from the outside as a relying party sees it.

Starts the provider on a free port of 127.0.0.1, reads its discovery document and keys, runs the
code flow with PKCE by plain HTTP (the login form posted like a browser would, the redirect to
the client read but not followed), exchanges the code, verifies the id_token against /jwks with
PyJWT (an implementation other than the provider's), calls /userinfo, then checks that the
provider refuses what it must (a replayed code, a wrong code_verifier, no PKCE, a wrong client
secret, a foreign redirect URI) and that each test knob of POST /test/mode shows in the next
id_token. Ends by stopping the provider with SIGTERM.

    python3 scripts/oidc_provider_selfcheck.py

Needs the provider's packages and requests and PyJWT:
pip install authlib==1.9.10 flask==3.1.3 requests==2.34.2 pyjwt==2.15.1
Prints one line per check and ends with 'N passed, N failed'; exits 1 if any check failed.
"""
import base64, hashlib, json, os, secrets, select, signal, subprocess, sys, tempfile, time
from urllib.parse import parse_qs, urlsplit

import jwt
import requests

PROVIDER = os.path.join(os.path.dirname(os.path.abspath(__file__)), "oidc_provider.py")
CLIENT_ID, CLIENT_SECRET = "morsel", "s3cret-s3cret"
REDIRECT_URI = "http://127.0.0.1:8080/auth/oidc/callback"
CONFIG = {
    "clients": [{"client_id": CLIENT_ID, "client_secret": CLIENT_SECRET, "redirect_uris": [REDIRECT_URI],
                 "scope": "openid profile email groups"}],
    "users": [{"username": "alice", "password": "alice-pw", "sub": "u-alice", "email": "alice@example.org",
               "email_verified": True, "name": "Alice", "groups": ["morsel-admins", "family-smith"]}],
}
ALL_SCOPES = "openid profile email groups"
results = []


def check(name, ok, detail=""):
    results.append(bool(ok))
    print(f"{'PASS' if ok else 'FAIL'} {name}" + ("" if ok else f": {detail}"), flush=True)


def b64url(data):
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


def start_provider(config_path, log):
    """The provider process and its base URL, once it has said READY (within 20 s)."""
    process = subprocess.Popen([sys.executable, PROVIDER, "--config", config_path, "--port", "0"],
                               stdout=subprocess.PIPE, stderr=log, text=True)
    ready, _, _ = select.select([process.stdout], [], [], 20)
    line = process.stdout.readline() if ready else ""
    if not line.startswith("READY "):
        process.kill()
        sys.exit(f"the provider did not start (said {line!r}); see {log.name}")
    return process, line.split()[1]


class RelyingParty:
    """One browser (a requests session with the provider's cookie) and the client's side of the flow."""

    def __init__(self, base):
        self.base = base
        self.browser = requests.Session()
        self.discovery = requests.get(base + "/.well-known/openid-configuration").json()
        self.jwks = requests.get(self.discovery["jwks_uri"]).json()

    def authorize(self, scope=ALL_SCOPES, pkce=True, **extra):
        """GET /authorize with a fresh state, nonce and verifier: (response, state, nonce, verifier)."""
        state, nonce = secrets.token_urlsafe(16), secrets.token_urlsafe(16)
        verifier = secrets.token_urlsafe(48)
        params = {"client_id": CLIENT_ID, "redirect_uri": REDIRECT_URI, "response_type": "code",
                  "scope": scope, "state": state, "nonce": nonce, **extra}
        if pkce:
            params.update(code_challenge=b64url(hashlib.sha256(verifier.encode()).digest()),
                          code_challenge_method="S256")
        response = self.browser.get(self.discovery["authorization_endpoint"], params=params, allow_redirects=False)
        return response, state, nonce, verifier

    def sign_in(self, form_page, password="alice-pw"):
        """POST the login form back to the URL it came from, as its <form action> says."""
        return self.browser.post(form_page.url, data={"username": "alice", "password": password},
                                 allow_redirects=False)

    def code_flow(self, scope=ALL_SCOPES):
        """A whole sign-in up to the callback: (code, nonce, verifier); signs in if asked to."""
        response, state, nonce, verifier = self.authorize(scope)
        if response.status_code == 200:
            response = self.sign_in(response)
        query = callback_query(response)
        assert query.get("state") == state, f"state not echoed: {query}"
        return query["code"], nonce, verifier

    def exchange(self, code, verifier, auth="basic", secret=CLIENT_SECRET):
        data = {"grant_type": "authorization_code", "code": code, "redirect_uri": REDIRECT_URI,
                "code_verifier": verifier}
        if auth == "basic":
            return requests.post(self.discovery["token_endpoint"], data=data, auth=(CLIENT_ID, secret))
        return requests.post(self.discovery["token_endpoint"],
                             data={**data, "client_id": CLIENT_ID, "client_secret": secret})

    def verify(self, id_token, nonce):
        """The id_token's claims, checked by PyJWT against /jwks and the nonce; raises PyJWTError if not."""
        kid = jwt.get_unverified_header(id_token)["kid"]
        try:
            key = jwt.PyJWKSet.from_dict(self.jwks)[kid]
        except KeyError:
            raise jwt.PyJWKSetError(f"no key {kid!r} in /jwks") from None
        claims = jwt.decode(id_token, key, algorithms=["RS256"], audience=CLIENT_ID,
                            issuer=self.discovery["issuer"], options={"require": ["exp", "iat", "sub"]})
        if claims.get("nonce") != nonce:
            raise jwt.InvalidTokenError(f"nonce {claims.get('nonce')!r} is not {nonce!r}")
        return claims

    def id_token_after(self, mode):
        """Set the test mode, sign in and exchange: (id_token, nonce, access_token)."""
        set_mode = requests.post(self.base + "/test/mode", json=mode)
        assert set_mode.status_code == 200, set_mode.text
        code, nonce, verifier = self.code_flow()
        token = self.exchange(code, verifier).json()
        return token["id_token"], nonce, token["access_token"]

    def refusal_after(self, mode):
        """Sign in under the test mode: (the name of PyJWT's refusal of the id_token or None,
        its header, its claims unverified)."""
        id_token, nonce, _ = self.id_token_after(mode)
        header = jwt.get_unverified_header(id_token)
        claims = jwt.decode(id_token, options={"verify_signature": False})
        try:
            self.verify(id_token, nonce)
        except jwt.PyJWTError as error:
            return type(error).__name__, header, claims
        return None, header, claims


def callback_query(response):
    """The query of a redirect to the client's callback; raises if it is not one."""
    location = response.headers.get("Location", "")
    assert response.status_code == 302 and location.startswith(REDIRECT_URI + "?"), \
        f"{response.status_code} {location or response.text[:200]}"
    return {k: v[0] for k, v in parse_qs(urlsplit(location).query).items()}


def main():
    with tempfile.TemporaryDirectory() as tmp:
        config_path = os.path.join(tmp, "oidc.json")
        with open(config_path, "w") as f:
            json.dump(CONFIG, f)
        log = open(os.path.join(tmp, "provider.log"), "w")
        process, base = start_provider(config_path, log)
        try:
            run_checks(base)
        finally:
            process.send_signal(signal.SIGTERM)
            try:
                code = process.wait(10)
            except subprocess.TimeoutExpired:
                process.kill()
                code = "still running after 10 s"
            check("SIGTERM stops the provider cleanly", code == 0, f"exit {code}")
            if not all(results):
                log.close()
                print(open(log.name).read()[-3000:], file=sys.stderr)
    passed = sum(results)
    print(f"{passed} passed, {len(results) - passed} failed")
    sys.exit(0 if all(results) else 1)


def run_checks(base):
    rp = RelyingParty(base)
    d = rp.discovery
    check("discovery document", d["issuer"] == base and d["response_types_supported"] == ["code"]
          and d["id_token_signing_alg_values_supported"] == ["RS256"]
          and d["code_challenge_methods_supported"] == ["S256"]
          and d["token_endpoint_auth_methods_supported"] == ["client_secret_basic", "client_secret_post"]
          and {"groups", "email_verified"} <= set(d["claims_supported"]) and "groups" in d["scopes_supported"]
          and all(d[k].startswith(base + "/") for k in
                  ("authorization_endpoint", "token_endpoint", "userinfo_endpoint", "jwks_uri")), d)
    keys = rp.jwks["keys"]
    check("/jwks publishes one public RSA key with a kid",
          len(keys) == 1 and keys[0]["kty"] == "RSA" and keys[0].get("kid") and "d" not in keys[0], keys)
    kid = keys[0]["kid"]

    # The code flow, step by step.
    form, state, nonce, verifier = rp.authorize()
    check("/authorize shows the login form", form.status_code == 200 and 'name="username"' in form.text
          and 'name="password"' in form.text and ">Sign in</button>" in form.text and "<script" not in form.text,
          form.text[:300])
    wrong = rp.sign_in(form, password="not-it")
    check("a wrong password shows the form again with an error",
          wrong.status_code == 200 and 'role="alert"' in wrong.text and 'name="password"' in wrong.text,
          wrong.status_code)
    query = callback_query(rp.sign_in(form))
    check("signing in redirects to the callback with a code and the state", query.get("state") == state
          and query.get("code") and set(query) == {"code", "state"}, query)
    token_response = rp.exchange(query["code"], verifier)
    token = token_response.json()
    check("the code is exchanged with client_secret_basic", token_response.status_code == 200
          and token.get("token_type") == "Bearer" and token.get("access_token") and token.get("id_token")
          and token.get("scope") == ALL_SCOPES and "refresh_token" not in token, token)
    claims = rp.verify(token["id_token"], nonce)
    now = time.time()
    at_hash = b64url(hashlib.sha256(token["access_token"].encode()).digest()[:16])
    check("the id_token verifies against /jwks (kid, RS256, iss, aud, exp, nonce, at_hash)",
          jwt.get_unverified_header(token["id_token"]) == {"alg": "RS256", "kid": kid, "typ": "JWT"}
          and claims["aud"] == [CLIENT_ID] and now - 60 < claims["iat"] <= now + 1 < claims["exp"]
          and claims["at_hash"] == at_hash and claims["auth_time"] <= now + 1, claims)
    user_claims = {"sub": "u-alice", "preferred_username": "alice", "name": "Alice", "email": "alice@example.org",
                   "email_verified": True, "groups": ["morsel-admins", "family-smith"]}
    check("the id_token carries the user's claims", user_claims.items() <= claims.items(), claims)
    userinfo = requests.get(d["userinfo_endpoint"], headers={"Authorization": "Bearer " + token["access_token"]})
    check("/userinfo answers the same claims to the access token",
          userinfo.status_code == 200 and userinfo.json() == user_claims, userinfo.text)
    anonymous = requests.get(d["userinfo_endpoint"])
    check("/userinfo refuses a request without a token", anonymous.status_code == 401, anonymous.status_code)

    # What the provider must refuse.
    replay = rp.exchange(query["code"], verifier)
    check("a replayed code gets invalid_grant",
          replay.status_code == 400 and replay.json().get("error") == "invalid_grant", replay.text)
    code, nonce, verifier = rp.code_flow()
    bad_verifier = rp.exchange(code, secrets.token_urlsafe(48))
    check("a wrong code_verifier gets invalid_grant",
          bad_verifier.status_code == 400 and bad_verifier.json().get("error") == "invalid_grant", bad_verifier.text)
    bad_secret = rp.exchange(code, verifier, secret="not-it")
    check("a wrong client secret gets invalid_client",
          bad_secret.status_code == 401 and bad_secret.json().get("error") == "invalid_client", bad_secret.text)
    post = rp.exchange(code, verifier, auth="post")
    check("client_secret_post works too, with the code the refused tries left unused",
          post.status_code == 200 and post.json().get("id_token"), post.text)
    no_pkce, state, _, _ = rp.authorize(pkce=False)
    refusal = callback_query(no_pkce)
    check("an authorization request without PKCE is refused to the callback",
          refusal.get("error") == "invalid_request" and refusal.get("state") == state, refusal)
    foreign = rp.browser.get(d["authorization_endpoint"], allow_redirects=False, params={
        "client_id": CLIENT_ID, "redirect_uri": REDIRECT_URI + "/other", "response_type": "code",
        "scope": "openid", "state": "s", "nonce": "n"})
    check("an unregistered redirect_uri gets 400 and no redirect",
          foreign.status_code == 400 and "Location" not in foreign.headers, foreign.status_code)

    # The provider's session and scopes.
    skipped, _, _, _ = rp.authorize()
    check("a second sign-in skips the form", skipped.status_code == 302, skipped.status_code)
    forced, _, _, _ = rp.authorize(prompt="login")
    check("prompt=login shows the form again", forced.status_code == 200 and ">Sign in</button>" in forced.text,
          forced.status_code)
    code, nonce, verifier = rp.code_flow(scope="openid email")
    narrow = rp.verify(rp.exchange(code, verifier).json()["id_token"], nonce)
    check("scope openid email gives email claims and no profile or groups",
          {"email", "email_verified"} <= set(narrow) and not {"name", "preferred_username", "groups"} & set(narrow),
          narrow)

    # Each test knob, in the next id_token.
    why, header, claims = rp.refusal_after({"sign_with": "rogue"})
    check("sign_with rogue: the published kid, a signature that fails",
          why == "InvalidSignatureError" and header["kid"] == kid, why)
    why, header, claims = rp.refusal_after({"sign_with": "rogue-kid"})
    check("sign_with rogue-kid: a kid not in /jwks", why == "PyJWKSetError" and header["kid"] != kid, why)
    why, header, claims = rp.refusal_after({"expires_in": -600})
    check("expires_in -600: expired ten minutes ago", why == "ExpiredSignatureError"
          and claims["iat"] < claims["exp"] < time.time() - 590, (why, claims))
    why, header, claims = rp.refusal_after({"iss": "http://evil.example"})
    check("iss override", why == "InvalidIssuerError" and claims["iss"] == "http://evil.example", why)
    why, header, claims = rp.refusal_after({"aud": "someone-else"})
    check("aud override", why == "InvalidAudienceError" and claims["aud"] == "someone-else", why)
    why, header, claims = rp.refusal_after({"nonce": "wrong"})
    check("nonce override", why == "InvalidTokenError" and claims["nonce"] == "wrong", why)
    id_token, nonce, access_token = rp.id_token_after({"email_verified": False})
    userinfo = requests.get(d["userinfo_endpoint"], headers={"Authorization": "Bearer " + access_token}).json()
    check("email_verified false, in the id_token and /userinfo",
          rp.verify(id_token, nonce)["email_verified"] is False and userinfo["email_verified"] is False, userinfo)
    id_token, nonce, _ = rp.id_token_after({"reset": True})
    check("reset: the next id_token is normal again", rp.verify(id_token, nonce)["email_verified"] is True)
    bad_knob = requests.post(base + "/test/mode", json={"sign_with": "nobody"})
    check("an unknown knob value gets 400", bad_knob.status_code == 400, bad_knob.text)


if __name__ == "__main__":
    main()
