#!/usr/bin/env python3
"""Creates the accounts and data the schema tests run with, through the public API.

A player, an organizer and an admin (the admin exists already: `camelot-server create-admin`),
a finished and a running game, an open challenge, and a tournament that has started, so that
ids in the generated requests can hit real resources. Prints shell assignments of the three
access tokens (PLAYER_TOKEN, ORGANIZER_TOKEN, ADMIN_TOKEN). Standard library only.
"""
import argparse
import http.client
import json
import sys


class Api:
    def __init__(self, port):
        self.conn = http.client.HTTPConnection("127.0.0.1", port, timeout=60)

    def call(self, method, path, body=None, token=None, expect=(200, 201, 204)):
        headers = {"content-type": "application/json"}
        if token:
            headers["authorization"] = "Bearer " + token
        data = json.dumps(body) if body is not None else None
        self.conn.request(method, "/api/v1" + path, body=data, headers=headers)
        res = self.conn.getresponse()
        raw = res.read()
        if res.status not in expect:
            sys.exit(f"fixtures: {method} {path} -> {res.status}: {raw[:300]!r}")
        return json.loads(raw) if raw else None

    def account(self, username, password, register=True):
        user = {"username": username, "password": password}
        if register:
            self.call("POST", "/auth/register", user)
        return self.call("POST", "/auth/login", user)["access_token"]


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--port", type=int, required=True)
    p.add_argument("--admin", required=True)
    p.add_argument("--admin-password", required=True)
    a = p.parse_args()
    api = Api(a.port)
    password = a.admin_password + "-p"
    admin = api.account(a.admin, a.admin_password, register=False)
    player = api.account("schemaplayer", password)
    organizer = api.account("schemaorganizer", password)
    others = [api.account(f"schemaentrant{i}", password) for i in range(3)]
    api.call("PUT", "/users/schemaorganizer/roles", {"roles": ["player", "organizer"]}, admin)
    organizer = api.account("schemaorganizer", password, register=False)

    # A game the player resigns, one that goes on, and a challenge nobody answered.
    for _ in range(2):
        ch = api.call("POST", "/challenges", {"opponent": "schemaorganizer", "color": "white",
                                              "rated": True, "days_per_move": 3}, player)
        game = api.call("POST", f"/challenges/{ch['id']}/accept", token=organizer)
    api.call("POST", f"/games/{game['id']}/resign", token=player)
    api.call("POST", "/challenges", {"opponent": "schemaentrant0", "color": "black",
                                     "rated": False, "days_per_move": 5}, player)

    # A started round robin, and one still open for entries.
    t = api.call("POST", "/tournaments", {"name": "Schema Cup", "system": "round_robin",
                                          "days_per_move": 3, "rated": False}, organizer)
    for token in [player, organizer] + others:
        api.call("POST", f"/tournaments/{t['id']}/join", token=token)
    api.call("POST", f"/tournaments/{t['id']}/start", token=organizer)
    api.call("POST", "/tournaments", {"name": "Schema Swiss", "system": "swiss", "rounds": 3,
                                      "days_per_move": 3, "rated": False}, organizer)

    print(f"PLAYER_TOKEN={player}")
    print(f"ORGANIZER_TOKEN={organizer}")
    print(f"ADMIN_TOKEN={admin}")


if __name__ == "__main__":
    main()
