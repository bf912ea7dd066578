"""Named parameters compiled per dialect: only a real ``:name`` is a parameter, whatever else the text holds."""

from __future__ import annotations

import pytest

from bot.storage.sql import Query, compile_named


def test_names_are_numbered_in_order_and_a_repeated_name_is_one_parameter() -> None:
    compiled = compile_named("SELECT * FROM t WHERE a = :a AND b = :b OR a2 = :a", "postgres")
    assert compiled.text == "SELECT * FROM t WHERE a = $1 AND b = $2 OR a2 = $1"
    assert compiled.names == ("a", "b")
    assert compile_named("WHERE a = :a AND b = :b OR c = :a", "sqlite").text == "WHERE a = ?1 AND b = ?2 OR c = ?1"


def test_a_string_literal_is_left_alone_doubled_quotes_included() -> None:
    compiled = compile_named("SELECT ':no', 'it''s :not ?', x FROM t WHERE y = :yes", "postgres")
    assert compiled.text == "SELECT ':no', 'it''s :not ?', x FROM t WHERE y = $1"
    assert compiled.names == ("yes",)


def test_a_quoted_identifier_is_left_alone() -> None:
    compiled = compile_named('SELECT "a:b", "say ""x:y""" FROM t WHERE z = :z', "sqlite")
    assert compiled.text == 'SELECT "a:b", "say ""x:y""" FROM t WHERE z = ?1'
    assert compiled.names == ("z",)


def test_a_cast_is_not_a_parameter_and_a_parameter_may_be_cast() -> None:
    compiled = compile_named("SELECT x::bigint, :ids::bigint[] FROM t", "postgres")
    assert compiled.text == "SELECT x::bigint, $1::bigint[] FROM t"
    assert compiled.names == ("ids",)


def test_a_question_mark_in_the_text_is_kept_as_it_is() -> None:
    assert compile_named("SELECT '?' WHERE a = :a", "postgres").text == "SELECT '?' WHERE a = $1"


def test_a_comment_is_left_alone() -> None:
    compiled = compile_named("SELECT 1 -- :not here\nWHERE a = :a", "postgres")
    assert compiled.text == "SELECT 1 -- :not here\nWHERE a = $1"
    assert compiled.names == ("a",)


def test_an_unclosed_quote_is_refused() -> None:
    with pytest.raises(ValueError, match="unclosed"):
        compile_named("SELECT 'open", "sqlite")


def test_values_follow_the_numbering_and_lists_go_to_sqlite_as_json() -> None:
    query = Query(
        sqlite="SELECT 1 WHERE b = :b AND a IN (SELECT value FROM json_each(:ids))",
        postgres="SELECT 1 WHERE b = :b AND a = ANY(:ids::bigint[])",
    )
    statement = query(ids=[1, 2], b=True)
    assert query.sqlite.values(statement[1]) == (True, "[1, 2]")
    assert query.postgres.values(statement[1]) == (True, [1, 2])  # a real boolean, a real array


def test_a_missing_value_is_an_error() -> None:
    with pytest.raises(KeyError):
        Query("SELECT :a")().__getitem__(0).postgres.values({})
