// Generated from the engine by sitebuild/runtime/engine_facts.py: do not edit (tests/engine/test_engine_facts.py checks it).

/** Bot levels of tapisvert.bots, in the Opponents menu's order (bots.MENU_LEVELS). */
export const BOT_LEVELS = ["baseline", "standard", "strong", "random"];
