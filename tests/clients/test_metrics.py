"""/metrics read by Prometheus's own parser of the text format."""
import urllib.error
import urllib.request

import pytest
from prometheus_client.parser import text_string_to_metric_families

from conftest import METRICS_TOKEN


def scrape(server, token=METRICS_TOKEN):
    request = urllib.request.Request(server.url + "/metrics", headers={"Authorization": f"Bearer {token}"})
    with urllib.request.urlopen(request) as response:
        return {family.name: family for family in text_string_to_metric_families(response.read().decode())}


def samples(family, name):
    return {tuple(sorted(sample.labels.items())): sample.value for sample in family.samples if sample.name == name}


def test_requests_by_route_latency_and_the_database(server, account):
    meal = server.json("POST", "/api/v1/meals", account, {"name": "Porridge", "calories": 320})
    for _ in range(3):
        server.json("GET", f"/api/v1/meals/{meal['id']}", account)
    families = scrape(server)

    requests = samples(families["morsel_http_requests"], "morsel_http_requests_total")
    by_route = (("method", "GET"), ("route", "/api/v1/meals/{id}"), ("status", "200"))
    assert requests[by_route] >= 3
    assert not any(meal["id"] in value for key in requests for _, value in key), "no series per id"

    latency = families["morsel_http_request_duration_seconds"]
    assert latency.type == "histogram"
    buckets = [s for s in latency.samples if s.name.endswith("_bucket") and s.labels["route"] == "/api/v1/meals/{id}"]
    assert buckets[-1].labels["le"] == "+Inf" and buckets[-1].value >= 3

    connections = samples(families["morsel_db_connections"], "morsel_db_connections")
    assert connections[(("kind", "sqlite"), ("state", "idle"))] >= 1
    assert families["morsel_db_commit_group_size"].type == "histogram"


def test_a_scrape_without_the_token_is_refused(server):
    with pytest.raises(urllib.error.HTTPError) as refused:
        scrape(server, token="not-the-token-at-all")
    assert refused.value.code == 401
