"""A board worth looking at: every name fits its space at 800x600 in type read at a glance, the eight sections of
Rule 9 show, holders' colours run along their spaces, houses are little houses, the Single
Tax's ribbons leave prices readable, tokens never stand on lettering, and a space's card
tells what it is worth now. Animation never changes a game."""
from __future__ import annotations

import pygame
import pytest

from landlord.ui import theme
from landlord.ui.board_view import BoardView
from landlord.ui.cards_text import space_card
from landlord.ui.layout import Box
from landlord.ui.lettering import abbreviated, compact, letter
from landlord.ui.scenes.board import BoardScene
from landlord.ui.session import GameSession

from ui_events import click, key

#: The board's square in an 800x600 window (the board scene gives it 62% of the width).
SMALL_BOARD = pygame.Rect(8, 8, 496, 584)
NAMES = ["Ann", "Ben", "Cal"]


def laid_out(rules, board=SMALL_BOARD, seats=3) -> BoardView:
    view = BoardView(rules, seats)
    view.layout(board)
    return view


def rect(box: Box) -> pygame.Rect:
    return pygame.Rect(box.x, box.y, box.w, box.h)


@pytest.fixture
def state(engine):
    return engine.new_game(NAMES, seed=4, jail="classic")


def drawn(view, state, tokens=None) -> pygame.Surface:
    surface = pygame.Surface((1280, 800))
    tokens = tokens or [(theme.TOKEN_SHAPES[i], theme.TOKEN_COLOURS[i]) for i in range(len(state.players))]
    view.draw(surface, state, tokens)
    return surface


# -- lettering ---------------------------------------------------------------------------------------
@pytest.mark.parametrize("seats", [3, 6])
def test_every_name_fits_its_space_at_800x600_in_type_read_at_a_glance(app, rules, seats):
    view = laid_out(rules, seats=seats)
    for space in rules.spaces:
        box = view.boxes[space.index]
        area = view._lettering_box(box, space.index)
        fit = view.lettering(space, area)
        name_font, figure_font = theme.font(fit.size, bold=fit.bold), theme.font(fit.figure_size)
        assert not fit.cut, f"{space.name} is cut short"
        assert rect(box).contains(rect(area)), space.name
        assert all(name_font.size(line)[0] <= area.w for line in fit.lines), space.name
        assert all(figure_font.size(line)[0] <= area.w for line in fit.figures), space.name
        assert len(fit.lines) * (name_font.get_height() - 1) + \
            len(fit.figures) * (figure_font.get_height() - 1) <= area.h, space.name
        assert fit.size >= theme.SMALLEST_BOARD_NAME, f"{space.name} is set in {fit.size} px type"
        assert fit.figure_size >= theme.SMALLEST_BOARD_TYPE


def test_a_name_shortened_to_fit_keeps_its_own_words_in_order(app, rules):
    view = laid_out(rules, seats=6)
    shortened = 0
    for space in rules.spaces:
        fit = view.lettering(space, view._lettering_box(view.boxes[space.index], space.index))
        printed = " ".join(fit.lines).replace("- ", "")
        whole = compact(space.title).replace(" / ", " ")
        if fit.shortened:
            shortened += 1
            assert printed in whole or printed in abbreviated(whole), f"{space.name} printed as {printed!r}"
        else:
            assert printed.replace(" ", "") in (whole.replace(" ", ""), abbreviated(whole).replace(" ", ""))
    assert shortened, "at 800x600 with six seats some names are shortened (the hover card has them whole)"


def test_every_lot_shows_its_price_and_rent_at_800x600(app, rules):
    view = laid_out(rules)
    for space in rules.spaces_of_kind("lot"):
        fit = view.lettering(space, view._lettering_box(view.boxes[space.index], space.index))
        printed = " ".join(fit.figures)
        assert f"${space.price}" in printed and f"rent {space.rent}" in printed, space.name


def fake_measure(size: int, text: str) -> tuple[int, int]:
    return len(text) * size // 2, size + 2


def test_a_name_is_set_smaller_before_it_is_abbreviated_or_hyphenated():
    assert letter("Easy Street", ["$75"], 60, 60, fake_measure, range(14, 8, -1)).lines == ("Easy", "Street")
    assert letter("Grand Boulevard", [], 30, 40, fake_measure, range(10, 8, -1)).lines == ("Grand", "Blvd.")
    slam = letter("Slambang", [], 28, 40, fake_measure, range(10, 8, -1))
    assert slam.lines == ("Slam-", "bang") and not slam.cut


def test_initials_are_set_close_so_no_letter_wraps_alone():
    assert compact("P. D. Q. R. R.") == "P.D.Q. R.R."
    assert compact("D. F. Hogg's Game Preserves") == "D.F. Hogg's Game Preserves"


def test_split_corners_print_each_half_on_its_own_line():
    fit = letter("Jail / Shelter", ["tax $10"], 200, 200, fake_measure, [12])
    assert fit.lines == ("Jail", "Shelter")


# -- sections ------------------------------------------------------------------------------------
def test_the_eight_sections_have_bands_inside_the_track_that_never_cross(app, rules):
    view = laid_out(rules)
    assert sorted(view.sections) == list(range(1, 9))
    bands = {k: rect(box) for k, (box, _) in view.sections.items()}
    for k, band in bands.items():
        assert view.rect.contains(band)
        assert not any(band.colliderect(rect(b)) for b in view.boxes), f"section {k} runs over the track"
        assert not any(band.colliderect(o) for j, o in bands.items() if j != k), f"section {k} crosses another"
        members = [rect(view.boxes[s.index]) for s in rules.spaces if s.section == k]
        assert all(band.clip(m.inflate(400, 400)).w and (band.left < m.right and band.right > m.left
                                                          or band.top < m.bottom and band.bottom > m.top)
                   for m in members), f"section {k}'s band is not beside its spaces"


def test_a_section_held_whole_is_ringed_in_its_holders_colour(app, rules, state):
    view = laid_out(rules)
    for lot in rules.section_lots(3):
        state.owner[lot.id] = 1
    band, _ = view.sections[3]
    r = rect(band)
    surface = drawn(view, state)
    ring = [surface.get_at((x, r.centery))[:3] for x in range(r.x, r.x + 3)] + \
        [surface.get_at((r.centerx, y))[:3] for y in range(r.y, r.y + 3)]
    assert theme.TOKEN_COLOURS[1] in ring


def test_doubled_section_rent_is_marked_on_its_band(app, rules, state):
    view = laid_out(rules)
    before = drawn(view, state)
    for lot in rules.section_lots(2):
        state.houses[lot.id] = 1
        state.house_owner[lot.id] = 0
    assert view.rent_multiplier(state, 2) == 2 and view.rent_multiplier(state, 3) == 1
    after = drawn(view, state)
    band = rect(view.sections[2][0])
    assert any(after.get_at((x, band.centery))[:3] == theme.ACCENT for x in range(band.x, band.right))
    assert any(before.get_at((x, band.centery)) != after.get_at((x, band.centery)) for x in range(band.x, band.right))


# -- holders, houses, ribbons, tokens --------------------------------------------------------------------
def test_a_holders_colour_runs_along_his_space(app, rules, state):
    view = laid_out(rules)
    state.owner["wall-street"] = 2
    strip = view._strip(rules.index_of("wall-street"))
    surface = drawn(view, state)
    colours = [surface.get_at((strip.centerx, y))[:3] for y in range(strip.y + 2, strip.bottom - 2)]
    assert colours.count(theme.TOKEN_COLOURS[2]) > len(colours) // 2


def test_houses_are_little_houses_roofed_in_the_builders_colour(app, rules, state):
    view = laid_out(rules, pygame.Rect(8, 8, 784, 784))
    before = drawn(view, state)
    state.owner["boomtown"] = 0
    state.houses["boomtown"] = 2
    state.house_owner["boomtown"] = 1
    after = drawn(view, state)
    strip = view._strip(rules.index_of("boomtown"))
    pixels = [after.get_at((x, y))[:3] for x in range(strip.x, strip.right) for y in range(strip.y, strip.bottom)]
    assert theme.HOUSE in pixels and theme.shade(theme.TOKEN_COLOURS[1], 0.6) in pixels
    assert before.get_at(strip.center) != after.get_at(strip.center) or theme.HOUSE in pixels


@pytest.mark.parametrize("space_id", ["soakum-lighting", "hoggs-game-preserves", "lord-bluebloods-estate"])
def test_the_single_tax_ribbons_never_cover_a_spaces_lettering(app, rules, state, space_id):
    view = laid_out(rules)
    index = rules.index_of(space_id)
    area = rect(view._lettering_box(view.boxes[index], index))
    plain = drawn(view, state)
    state.single_tax.update({"round": 1, "public": ["soakum-lighting"], "steps": 0, "fund": 0,
                             "colleges": ["hoggs-game-preserves", "lord-bluebloods-estate"]})
    ribboned = drawn(view, state)
    changed = [(x, y) for x in range(area.x, area.right) for y in range(area.y, area.bottom)
               if plain.get_at((x, y)) != ribboned.get_at((x, y))]
    assert not changed, f"the ribbon on {space_id} covers its lettering at {changed[:3]}"
    assert any(plain.get_at(p) != ribboned.get_at(p) for p in
               [(x, y) for x in range(view.boxes[index].x, view.boxes[index].x + view.boxes[index].w)
                for y in range(view.boxes[index].y, view.boxes[index].y + view.boxes[index].h)]), "no ribbon drawn"


def test_under_the_single_tax_the_board_prints_no_taxes_on_necessities_and_no_poor_house(app, rules, state):
    view = laid_out(rules)

    def printed(space_id: str) -> str:
        space = rules.space(space_id)
        fit = view.lettering(space, view._lettering_box(view.boxes[space.index], space.index))
        return " ".join(fit.lines + fit.figures)
    necessities = [space.id for space in rules.spaces if space.kind == "tax"]
    drawn(view, state)
    assert all(f"tax ${rules.tax}" in printed(sid) for sid in necessities)
    assert "Poor House" in printed(rules.poor_house_space)
    state.single_tax.update({"round": 1, "public": [], "colleges": [], "steps": 0, "fund": 0})
    drawn(view, state)
    assert all(printed(sid).endswith("no tax") for sid in necessities), "Single Tax Rule 1"
    assert "Poor House" not in printed(rules.poor_house_space), "Single Tax Rule 8"


@pytest.mark.parametrize("seats", [3, 6])
def test_tokens_stand_clear_of_every_spaces_lettering(app, rules, seats):
    view = laid_out(rules, seats=seats)
    areas = [rect(view._lettering_box(box, i)) for i, box in enumerate(view.boxes)]
    for position in range(rules.size):
        for seat in range(seats):
            x, y = view.token_spot(position, seat)
            token = pygame.Rect(0, 0, 2 * view.radius, 2 * view.radius)
            token.center = (round(x), round(y))
            hit = token.collidelist(areas)
            assert hit == -1, f"seat {seat} on {rules.spaces[position].name} covers {rules.spaces[hit].name}"


# -- the card ------------------------------------------------------------------------------------------
def test_a_lots_card_names_price_rent_holder_houses_and_section(rules, state):
    state.owner["goat-alley"] = 1
    state.houses["goat-alley"] = 2
    state.house_owner["goat-alley"] = 1
    card = "\n".join(space_card(rules, state, rules.index_of("goat-alley"), NAMES))
    for words in ("Price $50", "Land rent $8", "2 houses, $20 house rent, owned by Ben", "Held by Ben",
                  "Section III: Boomtown, Goat Alley, Beggarman's Court", "Section land rent ×1",
                  "A visitor pays $28 to Ben (rent)"):
        assert words in card


def test_the_card_tells_what_section_doubling_and_the_single_tax_make_a_lot_worth(rules, state):
    for lot in rules.section_lots(3):
        state.owner[lot.id] = 0
        state.houses[lot.id] = 1
        state.house_owner[lot.id] = 0
    card = "\n".join(space_card(rules, state, rules.index_of("goat-alley"), NAMES))
    assert "Land rent $16" in card and "Section land rent ×2" in card and "all held by Ann" in card
    state.single_tax.update({"round": 1, "public": [], "colleges": [], "steps": 0, "fund": 0})
    card = "\n".join(space_card(rules, state, rules.index_of("goat-alley"), NAMES))
    assert "land rent goes to the Public Treasury" in card and "$16 to the Public Treasury" in card


# -- the scene -------------------------------------------------------------------------------------------
def board_scene(app, pace="normal", seed=5) -> BoardScene:
    session = GameSession.for_kinds(app.engine, ["heuristic"] * 3, seed, pace=pace, autosave=False)
    scene = BoardScene(app, session)
    app.stack.push(scene)
    app.step([], 1 / 60)
    return scene


def test_a_click_pins_a_spaces_card_and_escape_puts_it_away_without_quitting(app):
    scene = board_scene(app)
    box = scene.view.boxes[6]
    app.step([click(box.center)], 1 / 60)
    assert scene.pinned == 6 and scene.hover == 6
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=(2, 2), rel=(0, 0), buttons=(0, 0, 0))], 1 / 60)
    assert scene.hover == 6, "a pinned card stays when the mouse moves on"
    app.step([key(pygame.K_ESCAPE)], 1 / 60)
    assert scene.pinned is None and app.stack.top is scene and app.running
    app.step([click(box.center)], 1 / 60)
    app.step([click(scene.view.rect.center)], 1 / 60)
    assert scene.pinned is None


def test_the_skip_key_ends_the_animation_and_play_goes_on(app):
    scene = board_scene(app)
    for _ in range(2000):
        if scene.motion.holding:
            break
        app.step([], 1 / 60)
    assert scene.motion.holding
    app.step([key(pygame.K_TAB)], 1 / 60)
    assert not scene.motion.floats and scene.motion.current is None


def test_animation_never_changes_the_game(app):
    animated = board_scene(app, pace="fast", seed=8)
    for _ in range(6000):
        if animated.session.state.round > 2:
            break
        app.step([], 0.05)
    assert animated.session.state.round > 2
    plain = GameSession.for_kinds(app.engine, ["heuristic"] * 3, 8, pace="instant", autosave=False)
    played = animated.session.state.history
    while len(plain.state.history) < len(played):
        plain.advance(0.0)
    assert plain.state.history[:len(played)] == played


def test_a_mouse_wheel_turned_before_the_board_is_first_drawn_is_ignored(app):
    session = GameSession.for_kinds(app.engine, ["heuristic"] * 3, 5, pace="normal", autosave=False)
    scene = BoardScene(app, session)
    app.stack.push(scene)
    app.step([pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False)], 1 / 60)
    assert app.stack.top is scene and scene.log_scroll == 0


def test_the_card_offered_in_the_deal_is_ringed_on_the_board_and_no_other_space(app):
    """Issue 23, item 7: the lot on offer in the deal is picked out where the player looks."""
    from landlord.driver import Seat
    seats = [Seat(name, "human", i) for i, name in enumerate(NAMES)]
    session = GameSession(app.engine, seats, 4, options={"jail": "classic", "start": "deal"}, pace="instant",
                          autosave=False)
    decision = session.human_decision()
    assert decision is not None and decision.kind == "deal_offer"
    board = BoardScene(app, session)
    app.stack.push(board)
    app.step([], 0.016)
    offered = app.engine.rules.index_of(decision.context["card"])
    assert board.space_in_question() == offered

    width = max(2, board.view.strip // 3)

    def ring(index: int) -> pygame.Rect:
        return rect(board.view.boxes[index]).inflate(width, width)

    def ringed(index: int) -> bool:
        return app.screen.get_at((ring(index).centerx, ring(index).top + width // 2))[:3] == theme.SPOTLIGHT
    assert ringed(offered)
    apart = [i for i in range(app.engine.rules.size) if not ring(i).colliderect(ring(offered))]
    assert len(apart) > 30 and not any(ringed(i) for i in apart), "only the offered card is ringed"
    session.submit("return")                         # the next card, or the next player's offer
    app.step([], 0.016)
    following = session.human_decision()
    if following is not None and following.kind == "deal_offer":
        assert board.space_in_question() == app.engine.rules.index_of(following.context["card"])


@pytest.mark.parametrize("window", [(1280, 800), (2560, 1440)])
def test_on_larger_windows_every_name_prints_whole_with_its_figures_in_its_own_type(app, rules, window):
    w, h = window
    view = laid_out(rules, board=pygame.Rect(8, 8, min(h - 16, int(w * 0.62)), h - 16), seats=6)
    for space in rules.spaces:
        fit = view.lettering(space, view._lettering_box(view.boxes[space.index], space.index))
        assert not fit.shortened and not fit.cut, space.name
        assert fit.figure_size == fit.size and len(fit.figures) >= min(1, len(view.figures(space))), space.name
        assert fit.size > theme.SMALLEST_BOARD_NAME, space.name
