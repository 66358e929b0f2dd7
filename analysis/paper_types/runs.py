"""Experiments told by the run itself: its time, its domain, its tests, its rivals (issue 14, wave 38).

Wave 37's fresh reading of theory-only papers (bench/paper_types/RESULTS.md, "Issue 14,
wave 37"; ``theory_readings_w37.csv``, seed 3701) left misses that :mod:`.apparatus` does
not know: the experiment is told by *how long it ran*, *what it was run in*, *that it was
tested*, or *what level it reached against running rivals*.  Each family below is written
as the way of telling it belongs to (never one paper's phrase), read on those abstracts,
and checked on every dev abstract it counts on (RESULTS.md, "Issue 14, wave 38"):

* **a measured run time**: a wall-clock quantity (a number and a unit of time, "less than
  an hour") that a run took: after a verb of running ("we solve ... in less than an hour"),
  on a machine ("in 3 minutes on a standard laptop"), as a cost compared ("QUIC requires 10
  hours to solve ...") or as real-world training time ("30 minutes of real-world training").
  Not a complexity ("runs in O(n log n) time", "in polynomial time": no unit of time), not
  "a second step";
* **tested, told otherwise**: implemented and tested in one breath ("design, implement and
  test", "have been implemented in the ASP solver WASP, and tested"; not "easy to implement
  and test", a possibility), implemented and a practical merit confirmed ("we have
  implemented the algorithms and confirmed their real-time efficiency"; not correctness,
  which is formal verification), tests or trials made ("several tests were made",
  "successful tests on the test vehicle"; not hypothesis, statistical or significance tests,
  not multiple tests "are performed": multiple testing is a theory subject);
* **a named domain, game or example set the method is run in**: benchmark domains by name
  ("in the Mountain Car and Swimmers domains"), a method learning to play a game ("learning
  to play one-card poker"), examples that are computations by their size ("several ...
  high-dimensional examples"; worked or simple examples stay no experiment, :mod:`.engineering`);
* **a level reached against running rivals**: the performance of state-of-the-art or
  dedicated systems reached or matched ("reach the performance of state-of-the-art dedicated
  HTN planners"; not the best expert in hindsight, nor a rate or bound of the state of the
  art), state-of-the-art models or performance as the method's outcome ("results in state of
  the art generative models"; not state-of-the-art bounds, rates or sample complexity), an
  improvement compared with other approaches ("lead to improved convergence ... compared to
  system identification approaches"; not improved rates or bounds);
* **a count of robots or agents run**: results or runs with up to / more than a number of
  robots, drones or agents ("our result of a system of up to thirty robots"; not "our
  results extend to two agents": the count needs "up to", "as many as", "more than" ...);
* **a device's abilities shown**: a robot, microrobot, swimmer, prototype, gripper ...
  "proves (to be) able / capable" ("our microswimmers prove to be able of precise
  targeted binding"): a device that proves able was run, whatever the word "prove" says;
* **a simulation tool's results compared**: finite-element (FEA / FEM), CFD or multibody
  results compared with, or confirming, a model, or such a model used to simulate the
  structure (not "the finite element method converges", a theorem of numerical analysis);
* **what was learnt shown, videos included**: examples or visualisations of networks,
  graphs, policies ... learnt by the paper's own models ("examples of high-throughput
  genomic networks learned via our models"), videos included or provided ("We include
  videos and code"; the word "video" ends the phrase: not video as a subject, "we present a
  video object segmentation", "video prediction").

Like :mod:`.apparatus` (whose ``EMPIRICAL`` list carries these), every pattern is tagged
:func:`.lexicon.experiment`, transparent (reads without consuming text, so every older cue
reads what it read) and outside the fitted features (``model.UNFITTED``): one that counts
(not negated, hedged, others' or in the background) rules theory alone out and is shown as
the empirical side's evidence; dev features, the model and its calibration are unchanged.
Weights follow :mod:`.lexicon`: 2.5 a decisive report of a run, 2.0 an outcome or a claim
more than an act (a level reached, a device proving able, videos).
"""

from __future__ import annotations

from analysis.paper_types.engineering import _COMPARED
from analysis.paper_types.lexicon import experiment

# ruff: noqa: E501  (a phrase list reads best one alternation per line)

# a wall-clock quantity: a number (or "an") and a unit of time; "a second" only as "less than a second";
# at most three hedges before it ("less than about"): unbounded, "under " x 6,667 took 2.8 s;
# from a word's start only (a match tried mid-word cost most of the 24k's extra typing time)
_NUM = r"(?:\d+(?:[.,]\d+)*|one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty|thirty|forty|fifty|sixty|a few|several|a couple of)"
_TIME = (rf"(?:\b(?:less than |under |about |around |approximately |roughly |only |just |a few |below |at most |merely |over |more than |some ){{0,3}}"
         rf"(?:{_NUM}[- ](?:milliseconds?|seconds?|minutes?|hours?|days?|ms|secs?|mins?|hrs?)|an? (?:hour|minute|day|millisecond)|(?:less than|under) a second)\b(?![- ](?:step|stage|phase|order|round|part|derivative)))")
_MACHINE = r"(?:laptops?|desktops?|pcs?|workstations?|computers?|gpus?|cpus?|cores?|servers?|processors?|machines?|raspberry pi|smartphones?)"
_SOLVED = r"(?:solve|train|run|process|compute|converge|complete|finish|learn|plan|fit|optimi[sz]e|find|reach|reconstruct|estimate|generate|render|classify|simulate|cluster|segment|sample|search|verify)"
_N_WORD = r"(?:\d+|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty|thirty|forty|fifty|sixty|hundred|a hundred|hundreds of|dozens of|thousands of)"
# named benchmark domains (lower-cased: the cues read lower-cased text); never "pendulum"
# alone (a control-theory subject), nor math domains ("the time and frequency domains")
_DOMAIN = (r"(?:mountain[- ]car|cart[- ]?poles?|acrobot|swimmers?|hopper|half[- ]?cheetah|walker(?:2d)?|ant|puddle[- ]?world|"
           r"grid[- ]?worlds?|taxi|blocks[- ]?worlds?|sokoban|rovers?|logistics|elevators?|sysadmin|tetris|pac[- ]?man|"
           r"starcraft(?: ii)?|minecraft|doom|super mario|mario|montezuma's revenge|vizdoom|gridworld|four[- ]rooms|"
           r"bicycle|helicopter|octopus arm|reacher|pusher|lunar ?lander|bipedal ?walker|car racing)")
_GAME = r"(?:(?:[\w'-]+ ){0,2}?poker|chess|go|shogi|backgammon|tetris|hanabi|starcraft(?: ii)?|minecraft|atari(?: games)?|checkers|othello|hex|bridge|blackjack|doom|pac[- ]?man|mahjong|dota(?: 2)?|super mario|diplomacy|stratego|scrabble)"
_THEORY_NOUNS = r"(?:bounds?|rates?|regret|guarantees?|complexit\w*|sample|convergence rates?|theoretical|theory|analysis|upper|lower|error|approximation|dependenc\w*|constants?|proofs?)"

EMPIRICAL: list[tuple[str, float]] = [
    # a measured run time: after a verb of running, on a machine, a cost compared, real-world training time
    (experiment(rf"\b(?:solv|train|learn|run|ran|process|comput|execut|complet|finish|plan|fitt?|cluster|classif|segment|reconstruct|infer|simulat|converg|optimi[sz])\w* (?:(?!(?:must|should|needs?|has|have|required|would|could|can)\b)[^\s.;:()]+ ){{0,15}}?(?:in|under) {_TIME}"), 2.5),
    (experiment(rf"\b(?:in|under|within|takes?|took|requires?|required|needs?|needed) {_TIME} (?:[^\s.;:()]+ ){{0,4}}?(?:on|using) (?:a |an |one |our |the |\d+ )?(?:[\w-]+ ){{0,3}}?{_MACHINE}"), 2.5),
    (experiment(rf"\b(?:requires?|required|takes?|took|needs?|needed|spends?|spent) {_TIME} to {_SOLVED}\b"), 2.5),
    (experiment(rf"{_TIME} of (?:mean |total |average |actual )?(?:real[- ]world|real[- ]robot|wall[- ]clock|physical|on-?robot|hardware|robot|flight|driving) (?:[\w-]+ ){{0,2}}?(?:training|interaction|experience|data|time|practice)\b"), 2.5),
    # tested, told otherwise: implemented and tested in one breath, a practical merit confirmed, tests made
    (experiment(r"(?<!to )(?<!can be )(?<!could be )\bimplement(?:ed|s)?,? and (?:then |also |successfully |extensively |thoroughly |empirically )?(?:test|tests|tested|evaluate|evaluated|validate|validated|benchmark|benchmarked)\b"), 2.5),
    (experiment(r"\b(?:has been|have been|is|are|was|were) implemented (?:in|on|as|using|within|into) (?:[^\s.;:()]+ ){1,6}?and (?:then |also |successfully |extensively |thoroughly )?(?:tested|evaluated|validated|benchmarked|compared|deployed|run)\b"), 2.5),
    (experiment(r"\bwe (?:have )?implemented [^.;]{1,100}?,? and (?:\w+ )?(?:confirmed|verified|demonstrated|showed|shown|observed|measured|found) (?:its|their|the) (?:real-time |practical |computational |high |good |run-?time )?(?:efficiency|performance|effectiveness|speed|feasibility|accuracy|practicality|usefulness|efficacy|applicability|robustness|scalability)\b"), 2.5),
    (experiment(r"\b(?:several|many|numerous|extensive|various|some|a (?:series|number|set|battery) of|\d+|two|three|four|five|ten) (?:(?!(?:hypothesis|hypotheses|statistical|significance|multiple|simultaneous)\b)[\w-]+ ){0,2}?(?:tests|trials|test runs|test drives) (?:were|have been|had been) (?:\w+ )?(?:made|carried out|conducted|performed|run|executed|done|undertaken|realized|realised)\b|\bsuccessful (?:[\w-]+ ){0,2}?(?:tests|trials|runs|demonstrations|deployments) (?:on|with) (?:the|a|an|our|two|three|several)\b"), 2.5),
    # a named domain, game or example set the method is run in
    (experiment(rf"\b(?:in|on|across|for) (?:the |a |an )?(?:classic |classical |standard |benchmark |well-known |popular |simulated )?{_DOMAIN}(?:(?:,| and|, and| or) (?:the )?{_DOMAIN})* (?:domains?|tasks?|problems?|environments?|benchmarks?|games?)\b|\b(?:learn\w* to play|play(?:s|ed|ing)?) (?:the (?:game of )?|games? of |a game of )?{_GAME}\b"), 2.5),
    (experiment(r"\b(?:in|on|with|through|using|across) (?:several |various |two |three |many |some |a number of |a range of )?(?:[\w-]+ (?:and |, ))?(?:high[- ]dimensional|higher[- ]dimensional|large[- ]scale|realistic|challenging|benchmark|real[- ]life|industrial) examples\b"), 2.5),
    # a level reached against running rivals: state-of-the-art performance reached, an outcome, an improvement over approaches
    (experiment(rf"\b(?:reach|match|achiev|attain|rival|equal|approach)\w* (?:the |a )?(?:performance|accuracy|quality|speed|efficiency|results|success rates?) (?:level )?(?:of|comparable to|on par with|similar to|close to) (?:the |that of )?(?:current |existing |leading |best )?(?:state[- ]of[- ]the[- ]art|dedicated|specialized|specialised|leading|competing|established|commercial|hand-?tuned|hand-?crafted) (?:[\w-]+ ){{0,3}}?(?:{_COMPARED}|models|solvers|systems|tools)\b"), 2.0),
    (experiment(rf"\b(?:results? in|yields?|yielded|leads? to|led to|produces?|produced) (?:a |an |new )?state[- ]of[- ]the[- ]art (?:(?!{_THEORY_NOUNS}\b)[\w-]+ ){{0,2}}?(?:models?|performance|accuracy|systems?|likelihoods?|scores?|perplexit\w*|detectors?|classifiers?)\b(?! (?:guarantees?|bounds?|analysis)\b)"), 2.0),
    (experiment(rf"\b(?:leads?|led) to (?:an? )?(?:improved|better|faster|more accurate|superior|higher|lower|reduced|smaller) (?:(?!{_THEORY_NOUNS}\b)[\w-]+ ){{0,8}}?(?:compared (?:to|with)|relative to|than) (?:the |a |existing |standard |conventional |previous |prior |current |classical |traditional |baseline |competing |other )?(?:[\w-]+ ){{0,4}}?{_COMPARED}\b"), 2.0),
    # a count of robots or agents run
    (experiment(rf"\b(?:results?|experiments?|simulations?|demonstrat\w+|tested|evaluated|validated|deployed|implemented|ran) (?:[^\s.;:()]+ ){{0,6}}?(?:up to|as many as|more than|over) {_N_WORD} (?:[\w-]+ )?(?:robots|drones|uavs|quadrotors|quadcopters|vehicles|agents|humanoids)\b"), 2.5),
    # a device's abilities shown
    (experiment(r"\b\w*(?:robots?|swimmers?|prototypes?|devices?|grippers?|vehicles?|actuators?|manipulators?|exoskeletons?|drones?) (?:\w+ )?(?:prove|proves|proved|proven) (?:to be )?(?:able|capable)\b"), 2.0),
    # a simulation tool's results compared
    (experiment(r"\b(?:fea|fem|cfd|finite[- ]element(?: analysis| method)?|multi-?body|computational fluid dynamics)(?: \(\w+\))? (?:simulation |analysis |model )?(?:results|simulations?) (?:are |were |is |was )?(?:\w+ )?(?:compared|show|shows|confirm|confirms|agree|agrees|match|matches|validate|validates|verify|verifies)\b|\b(?:fea|fem|cfd|finite[- ]element(?: analysis| method)?)(?: \(\w+\))? (?:model|software|simulations?|analysis|tool|package) (?:is|are|was|were) (?:\w+ )?(?:used|employed|performed|conducted|carried out) to (?:simulate|validate|verify|evaluate|analy[sz]e|check|confirm)\b"), 2.5),
    # what was learnt shown, videos included
    (experiment(r"\b(?:examples|visuali[sz]ations|illustrations) of (?:[\w-]+ ){0,4}?(?:networks|graphs|models|structures|maps|clusters|topics|policies|trajectories|behaviou?rs|gaits|motions) (?:learned|learnt|estimated|inferred|recovered|discovered|reconstructed|generated) (?:via|by|with|using|from) (?:our|the proposed|this|these|the learned)\b"), 2.5),
    (experiment(r"\bwe (?:also )?(?:include|provide|present|show|release|attach|share)s? (?:a |an |the |some |several )?(?:short |demo |supplementary |supplemental |accompanying |additional )?videos?(?= ?(?:[.,;:)]|$| (?:of|showing|that|which|demonstrating|illustrating|and|on|at|in|with|to|for)\b))|\bvideos? (?:and (?:code|data) )?(?:are |is )(?:included|provided|attached|supplied)\b"), 2.0),
]
