from collections.abc import Callable, Sequence

def greedy_tricks(
    hands: list[list[int]],
    pts: Sequence[Sequence[int]],
    leader: int,
    trick: list[int],
    rand: Callable[[], float],
    tricks: int,
    scores: list[int],
) -> int: ...
