"""How a trend sentence says what the venue mix alone gives of a line's change."""

from dashboard.summaries.ends import mix_part


def test_the_mix_gives_part_of_the_change_or_the_other_way():
    assert mix_part(2.1, 8.6) == ", 2.1 of its 8.6 points"
    assert mix_part(45.0, 45.2) == ", 45 of its 45 points"
    assert mix_part(-7.1, 12.0) == ", the other way"
    assert mix_part(0.02, 3.0) == ""  # the mix moves it by nothing to speak of


def test_a_mix_that_moves_the_share_further_than_it_moved_says_so():
    """walk64: "kalman filter" on ICRA + IROS + RSS, 0.7% -> 0.6% of all papers (-0.1
    points) while the mix alone goes 2.1% -> 1.6%: the sentence read "0.4 of its 0.1
    points", a part larger than its whole."""
    assert mix_part(-0.41, -0.1) == ", 0.4 points, more than its own 0.1"
    assert mix_part(20.0, 12.0) == ", 20 points, more than its own 12"
