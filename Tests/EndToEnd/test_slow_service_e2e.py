"""A word service that is reached but never answers in time is told as slow, not as no network:
the real binary, a loopback service that holds every request past the game's timeout."""
import time

from test_kept_game_e2e import wait_for


def banners(game) -> list[str]:
    return [line.split("banner: ", 1)[1] for line in game.log_path.read_text(errors="replace").splitlines() if "banner: " in line]


def test_a_slow_word_service_is_told_as_slow_not_as_no_network(api, game_factory, tmp_path):
    # The first game is a kept word; the service holds every request 60 s, past the 8 s timeout.
    game = game_factory(api.url("/words/stall"), home=tmp_path, extra={"G_MESSAGES_DEBUG": "Hangman"}).start()
    assert wait_for(lambda: "refill failed, slowNetwork" in game.log_path.read_text(errors="replace"), timeout=30), \
        game.log_path.read_text(errors="replace")[-2000:]
    game.key("ctrl+n")
    assert wait_for(lambda: banners(game), timeout=15), game.log_path.read_text(errors="replace")[-2000:]
    time.sleep(0.5)
    game.screenshot("slow-service.png")
    assert banners(game)[-1] == "The word service is slow to answer: this word comes from the built-in list.", banners(game)
    assert not any("No network connection" in banner for banner in banners(game))
