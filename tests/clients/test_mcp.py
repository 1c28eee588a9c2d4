"""Morsel's MCP server driven by the Model Context Protocol's own Python client (the `mcp`
package), as an assistant would: `morsel mcp --user NAME` over standard input and output,
and `/mcp` over Streamable HTTP with a personal access token."""
import asyncio
import datetime
import json

from mcp import ClientSession, StdioServerParameters
from mcp.client.stdio import stdio_client
from mcp.client.streamable_http import create_mcp_http_client, streamable_http_client

from conftest import BINARY

TOOLS = {"log_meal", "search_foods", "look_up_barcode", "day_totals", "week_plan", "plan_recipe",
         "grocery_list", "add_to_grocery_list", "search_recipes", "import_recipe", "get_expenditure"}


def answer(result):
    """A tool's JSON answer."""
    assert not result.is_error, result.content
    return json.loads("".join(part.text for part in result.content))


async def log_and_read(session):
    await session.initialize()
    assert {tool.name for tool in (await session.list_tools()).tools} == TOOLS
    logged = answer(await session.call_tool("log_meal", {"text": "2 eggs and toast", "category": "Breakfast"}))
    assert logged["meal"]["name"] == "2 eggs and toast" and len(logged["lines"]) == 2
    day = answer(await session.call_tool("day_totals", {}))
    assert [meal["name"] for meal in day["meals"]] == ["2 eggs and toast"]
    refused = await session.call_tool("log_meal", {"text": "3 zorbleberries"})
    assert refused.is_error and "zorbleberries" in refused.content[0].text
    today = await session.read_resource("morsel://today")
    assert json.loads(today.contents[0].text)["meals"][0]["name"] == "2 eggs and toast"
    # Before the first weighing there is no estimate, and it says why rather than guess.
    burn = answer(await session.call_tool("get_expenditure", {}))
    assert burn["basis"] == "none" and burn["kcal"] is None and "weigh" in burn["status"].lower()
    assert burn["target"]["source"] == "own" and burn["checkIns"] == []
    prompt = await session.get_prompt("meet_protein_goal", {})
    assert "search_foods" in prompt.messages[0].content.text
    return logged["meal"]["calories"]


def test_standard_io(server, account):
    async def run():
        parameters = StdioServerParameters(command=BINARY, args=["mcp", "--user", account.username], env=server.environment)
        async with stdio_client(parameters) as (read, write):
            async with ClientSession(read, write) as session:
                return await log_and_read(session)

    calories = asyncio.run(run())
    # The meal is in the same journal the API reads.
    day = server.json("GET", f"/api/v1/days/{datetime.date.today().isoformat()}", account)
    assert day["totals"]["calories"] == calories


def test_streamable_http(server, account):
    other = server.add_account()

    async def run(who):
        client = create_mcp_http_client(headers={"Authorization": f"Bearer {who.token}"})
        async with client, streamable_http_client(server.url + "/mcp", http_client=client) as streams:
            async with ClientSession(streams[0], streams[1]) as session:
                if who is account:
                    await log_and_read(session)
                    answer(await session.call_tool("add_to_grocery_list", {"name": "Oat milk", "measure": "2 l"}))
                    return None
                await session.initialize()
                return (answer(await session.call_tool("day_totals", {})), answer(await session.call_tool("grocery_list", {})))

    asyncio.run(run(account))
    day, grocery = asyncio.run(run(other))
    assert day["meals"] == [] and grocery["items"] == [], "another person sees nothing of the first's"
