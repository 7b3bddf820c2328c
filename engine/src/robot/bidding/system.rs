//! The bidding system as data: an ordered list of [`Rule`]s.
//!
//! A rule says *when* it applies (conditions over the auction, [`When`]), *which hands* it
//! fits (conditions over the hand, [`Cond`]), *what call* it makes ([`CallSpec`]) and *what
//! it is for* ([`Aim`]: a convention's name or a purpose such as "invites game"). The robot
//! takes the first rule whose conditions hold and whose call is legal. Explanations read the
//! same table backwards: the meaning of a call is generated from the conditions of the first
//! rule that would have produced it, so what the robot says can never drift from what it does.
//!
//! A rule may range over a suit variable ([`Vars`]), tried in the listed order.

use crate::card::Suit;

/// A suit named relative to the auction.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SuitRef {
    /// The rule's suit variable.
    Var,
    /// A fixed suit.
    Is(Suit),
    /// The suit of our side's opening bid (partner's or mine).
    Opening,
    /// The suit of partner's last bid.
    PartnerLast,
    /// The suit of my own last bid.
    MyLast,
    /// The suit of the opponents' last bid.
    OppLast,
    /// The suit our side has agreed (bid by both, or known to hold eight cards together).
    Agreed,
    /// The first suit partner bid.
    PartnerFirst,
    /// The first suit I bid.
    MyFirst,
    /// The first suit the opponents bid (their opening suit).
    OppFirst,
}

/// A denomination named relative to the auction.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Den {
    /// No-trumps.
    NT,
    /// A suit.
    Of(SuitRef),
}

/// The call a rule makes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CallSpec {
    /// Pass.
    Pass,
    /// Double.
    Double,
    /// Redouble.
    Redouble,
    /// A bid at a fixed level.
    At(u8, Den),
    /// The cheapest legal bid in the denomination.
    Cheapest(Den),
    /// One level above the cheapest (a single jump).
    Jump(Den),
    /// The game bid: 3NT, 4♥/4♠ or 5♣/5♦.
    Game(Den),
}

/// The values a rule's suit variable takes, in order of preference.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Vars {
    /// No suit variable.
    None,
    /// These suits, tried in this order.
    Suits(&'static [Suit]),
}

/// Where the auction stands for the player on turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pos {
    /// Nobody has bid yet.
    Opening,
    /// Partner opened; I have not bid yet.
    Response,
    /// I opened; this is my second bid (or later pass-or-bid turn in a short auction).
    Rebid,
    /// Partner opened and I have bid once.
    ResponderRebid,
    /// An opponent opened and our side has not bid.
    Overcall,
    /// An opponent opened, partner has acted, I have not.
    Advance,
    /// Any other turn.
    Later,
    /// Any turn after the opening (not Opening).
    AfterOpening,
    /// Any turn after our side's first two calls (Rebid, ResponderRebid, Advance, Later).
    Continuing,
}

/// A condition over the auction.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum When {
    /// The position.
    Pos(Pos),
    /// Our side's calls other than passes, as tokens ("1N 2C"); each token is a call ("2C",
    /// "X", "XX"), "*" (anything), a level followed by `M` (major), `m` (minor), `x` (a suit)
    /// or `=` (the suit of our opening); alternatives are joined by `|`.
    Ours(&'static str),
    /// The opponents have made no bid (passes and doubles only).
    NoOppBid,
    /// The opponents have bid.
    OppBid,
    /// The opponents' last call other than a pass matches the token.
    OppLast(&'static str),
    /// My right-hand opponent's last call matches the token ("P" matches a pass).
    Rho(&'static str),
    /// Partner's last call other than a pass came from one of these rules (ids joined by `|`).
    PartnerRule(&'static str),
    /// My last call other than a pass came from this rule.
    MyRule(&'static str),
    /// My right-hand opponent's last call other than a pass came from one of these rules
    /// (read as our own system: both sides play it), e.g. an artificial bid to double.
    RhoRule(&'static str),
    /// Partner's last call other than a pass is forcing, and the opponents have not bid since.
    PartnerForcing,
    /// No player of our side has used this rule yet.
    NotUsed(&'static str),
    /// The last bid is below this level (so bidding at this level is possible).
    BelowLevel(u8),
    /// The opponents have made exactly this many bids.
    OppBids(u8),
    /// The last bid was made by our side.
    OurBidLast,
    /// Partner's last call other than a pass did not come from any of these rules (ids joined
    /// by `|`).
    PartnerNotRule(&'static str),
    /// The last bid was made by the opponents.
    TheirBidLast,
    /// I may not pass: partner's last bid is forcing (and my right-hand opponent passed), or
    /// our side is forced to game and has not reached it.
    MustBid,
    /// Our side has bid three different suits and the opponents none (the fourth is unbid).
    ThreeSuits,
    /// The contract so far is not our side's game (3NT, 4♥, 4♠, 5♣, 5♦ or higher).
    NoGame,
    /// The opponents have not bid a game (3NT, 4♥, 4♠, 5♣, 5♦ or higher): a bid over their
    /// game competes (or saves) and shows no game values of its own.
    BelowTheirGame,
    /// Three passes before me: the last chance to open (fourth seat).
    FourthSeat,
    /// Two passes before me: partner has passed (third seat), so a light opening is safe.
    ThirdSeat,
    /// Partner's first call after our opening was a pass made directly over an opponent's bid,
    /// so it may hide length in their suit (a trap pass); not a pass of our opening itself,
    /// which only showed a weak hand.
    PartnerMayTrap,
    /// Both opponents have bid the suit of their last bid: they have found a fit (1♥ P 2♥,
    /// 1♣ P 1♥ P 2♥), so by the law of total tricks our side most likely holds one too.
    TheirFit,
    /// Partner's takeout (or competitive) double stands, the next opponent passed: it asks me
    /// to bid, not to defend their contract doubled.
    PartnerTakeoutDouble,
    /// Partner's bid is doubled and both calls since were passes: my pass leaves it to be
    /// played doubled (their double, or its conversion, is for penalty).
    PartnerDoubledToPlay,
}

/// A condition over the hand (and what partner has shown).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cond {
    /// HCP in a range.
    Hcp(u8, u8),
    /// Total points (HCP plus length) in a range.
    Tp(u8, u8),
    /// Support points for the suit in a range.
    Sp(SuitRef, u8, u8),
    /// Length of the suit in a range.
    Len(SuitRef, u8, u8),
    /// Balanced shape.
    Balanced,
    /// Not balanced.
    Unbalanced,
    /// A stopper in the suit.
    Stop(SuitRef),
    /// A stopper in every suit the opponents bid.
    StopTheirs,
    /// A stopper in every suit nobody has bid, unless partner has bid no-trumps (a no-trump
    /// bid in our uncontested auction after one of a suit promises the unbid suits held;
    /// always true in other auctions).
    StopUnbid,
    /// At least this many of A K Q J 10 in the suit.
    Honours(SuitRef, u8),
    /// Opening strength: 12+ HCP, or 10+ with the rule of 20; in fourth seat the rule of 15
    /// (HCP plus spades at least 15), since the opponents can outbid a light opening.
    OpeningValues,
    /// At least this many playing tricks.
    Tricks(u8),
    /// The suit is a major.
    Major(SuitRef),
    /// The suit is a minor.
    Minor(SuitRef),
    /// The two suits differ.
    Differs(SuitRef, SuitRef),
    /// Nobody has bid the suit.
    Unbid(SuitRef),
    /// No suit is longer; with equal lengths the higher-ranking one is chosen.
    Longest(SuitRef),
    /// The suit is the best new suit to show: the longest suit nobody has bid, the lower
    /// one with four-card suits (bidding up the line), the higher with five or more.
    BestNew(SuitRef),
    /// First suit at least as long as the second.
    NotShorter(SuitRef, SuitRef),
    /// Takeout shape: at most two cards in the opponents' suit, three or more in every unbid suit.
    TakeoutShape,
    /// Four or more cards in a major nobody has bid.
    UnbidMajor4,
    /// Ace count is one of these.
    Aces(&'static [u8]),
    /// King count is one of these.
    Kings(&'static [u8]),
    /// Aces of the partnership (mine plus those partner showed) in a range.
    AcesTotal(u8, u8),
    /// Kings of the partnership in a range.
    KingsTotal(u8, u8),
    /// My points plus partner's shown minimum reach this.
    CombinedMin(u8),
    /// My points plus partner's shown maximum stay below this.
    CombinedMaxBelow(u8),
    /// Our side holds eight or more cards in the suit, as far as I know.
    Fit(SuitRef),
    /// `Fit`, and not only because partner's simple rebid of the suit is read as six cards:
    /// it may be five (the booklet allows the rebid of a five-card suit), so a doubleton
    /// opposite it is no sure fit.
    SureFit(SuitRef),
    /// No known eight-card fit in a major.
    NoMajorFit,
    /// The cheapest bid in the denomination is at a level in this range.
    CheapestLevel(Den, u8, u8),
    /// The cheapest bid in the suit is no higher than our combined length minus six
    /// (the law of total tricks, used for competing).
    TotalTricks(SuitRef),
    /// My side is vulnerable.
    Vulnerable,
    /// My side is not vulnerable.
    NotVulnerable,
    /// The first suit ranks above the second.
    Higher(SuitRef, SuitRef),
    /// My HCP are in the upper half of the range my earlier calls showed.
    UpperHalf,
    /// Always true; records that the call shows this HCP range (for conditions that cannot
    /// say it themselves, such as "22+ HCP or 9 playing tricks").
    Shows(u8, u8),
    /// Partner has shown at least this many cards in the suit.
    PartnerLen(SuitRef, u8),
    /// Our side holds at least this many cards in the suit: mine and what partner has shown
    /// (the law of total tricks: as many tricks as trumps together, bid to that level).
    Trumps(SuitRef, u8),
    /// The ace or king of the suit (a "feature").
    TopCard(SuitRef),
    /// At least this many of the top three honours (A K Q) in the suit: a good suit to preempt in.
    TopThree(SuitRef, u8),
    /// A void somewhere (Blackwood cannot tell which ace partner holds).
    Void,
    /// 4-3-3-3 shape, worth a point less in no-trumps (no long suit to set up).
    Flat,
    /// A judgement by simulation (see `judge.rs`): the hidden hands dealt many times within
    /// what the auction showed, two contracts in the denomination compared double dummy.
    Judge(Judgement, Den),
    /// Either of two conditions.
    Either(&'static Cond, &'static Cond),
    /// The condition does not hold.
    Not(&'static Cond),
}

/// What a simulation judges: which of two contracts scores more IMPs on average over the
/// layouts the auction allows (both played double dummy, our side's declarer the first of us to
/// name the denomination).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Judgement {
    /// A small slam in the denomination against game in it (or the cheapest bid in it, when
    /// that is above game); in a minor, while 3NT is still ours to bid, against the better of
    /// 3NT and five of the minor over the layouts.
    Slam,
    /// A grand slam against a small slam.
    Grand,
    /// Game in the denomination against stopping below it: our contract when we hold it in
    /// that denomination, else the cheapest bid in it (when that is game already, our side's
    /// part-score in another denomination as it stands).
    Game,
    /// Our cheapest bid in the denomination against defending the opponents' contract as it
    /// stands.
    Compete,
    /// Balancing over their fit (1♠ P 2♠ P P): our cheapest bid in the denomination against
    /// defending their contract as it stands, where on each layout they choose between
    /// letting our contract play and bidding one more in their suit (the law of total tricks:
    /// we make our contract or push them a level higher).
    Balance,
    /// Balancing with a takeout double over their fit (the denomination is not used): on each
    /// layout partner answers as the advancer's rules do (an unbid four-card major, else his
    /// longest unbid suit, at the cheapest level; a pass for penalties with five of their
    /// trumps and three honours), they choose between letting that play and bidding one more
    /// in their suit, against defending their contract as it stands.
    BalanceDouble,
    /// Doubling the opponents' contract against defending it undoubled (the denomination is
    /// not used).
    Penalty,
    /// A small slam in the denomination against game in no-trumps (our no-trump contract
    /// when we hold one at game level, else the cheapest no-trump game or higher): the choice
    /// a minor fit or a strong no-trump auction really faces, 6♣ or 6NT against 3NT.
    SlamOverNt,
    /// A small slam in the suit against 6NT: after a minor fit, whether the trumps are worth
    /// the lower score.
    SuitOverNt,
}

/// How far a call obliges partner to bid on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Force {
    /// Partner may pass.
    No,
    /// Partner must bid once more (unless the opponents bid in between).
    OneRound,
    /// Neither partner passes below game.
    Game,
}

macro_rules! aims {
    ($($(#[$doc:meta])* $v:ident = $key:literal, $alert:literal;)*) => {
        /// What a call is for, beyond what its conditions show: a convention's name (its own
        /// catalogue key), or the purpose of a natural call ("invites game", "to play").
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum Aim {
            $($(#[$doc])* $v,)*
        }

        impl Aim {
            /// Every aim, in declaration order.
            pub const ALL: &'static [Aim] = &[$(Aim::$v),*];

            /// The catalogue key of the aim's name; `None` for a plain natural call.
            pub fn key(self) -> Option<&'static str> {
                match self {
                    $(Aim::$v => if $key.is_empty() { None } else { Some($key) },)*
                }
            }

            /// Whether the call is artificial (conventional), so it is alerted at the table.
            pub fn alert(self) -> bool {
                match self {
                    $(Aim::$v => $alert,)*
                }
            }
        }
    };
}

aims! {
    /// A natural call: its conditions say everything.
    Natural = "", false;
    /// Nothing more to say (a pass).
    NothingToSay = "bid.aim.nothing", false;
    /// To play in this contract.
    ToPlay = "bid.aim.to_play", false;
    /// Invites game.
    Invite = "bid.aim.invite", false;
    /// Accepts an invitation.
    Accept = "bid.aim.accept", false;
    /// Declines an invitation.
    Decline = "bid.aim.decline", false;
    /// Bids game.
    Game = "bid.aim.game", false;
    /// Offers a choice between two games.
    ChoiceOfGames = "bid.aim.choice_of_games", false;
    /// Bids a small slam.
    SmallSlam = "bid.aim.small_slam", false;
    /// Bids a grand slam.
    GrandSlam = "bid.aim.grand_slam", false;
    /// Interested in slam: partner decides.
    SlamTry = "bid.aim.slam_try", false;
    /// Stops short of slam.
    SignOff = "bid.aim.sign_off", false;
    /// Competes for the part-score.
    Competes = "bid.aim.competes", false;
    /// Balancing in the pass-out seat.
    Balancing = "bid.aim.balancing", false;
    /// Raises partner's suit.
    Raise = "bid.aim.raise", false;
    /// A limit raise.
    LimitRaise = "bid.aim.limit_raise", false;
    /// A preemptive raise.
    PreemptiveRaise = "bid.aim.preemptive_raise", false;
    /// Rebids the suit already shown.
    RebidsSuit = "bid.aim.rebids_suit", false;
    /// Returns to partner's first suit.
    Preference = "bid.aim.preference", false;
    /// No fit with partner.
    NoFit = "bid.aim.no_fit", false;
    /// A reverse.
    Reverse = "bid.aim.reverse", false;
    /// A jump shift.
    JumpShift = "bid.aim.jump_shift", false;
    /// An overcall.
    Overcall = "bid.aim.overcall", false;
    /// A weak jump overcall.
    WeakJumpOvercall = "bid.aim.weak_jump_overcall", false;
    /// A weak two opening.
    WeakTwo = "bid.aim.weak_two", false;
    /// A preempt.
    Preempt = "bid.aim.preempt", false;
    /// A quantitative raise in no-trumps.
    Quantitative = "bid.aim.quantitative", false;
    /// Completes partner's transfer.
    CompletesTransfer = "bid.aim.completes_transfer", false;
    /// A penalty double.
    Penalty = "bid.aim.penalty", false;
    /// Passes partner's double for penalties.
    PenaltyPass = "bid.aim.penalty_pass", false;
    /// A competitive double.
    CompetitiveDouble = "bid.aim.competitive_double", false;
    /// A takeout double.
    TakeoutDouble = "bid.aim.takeout_double", false;
    /// A negative double.
    NegativeDouble = "bid.aim.negative_double", false;
    /// Redouble showing the balance of strength.
    StrengthRedouble = "bid.aim.strength_redouble", false;
    /// The strong, artificial 2♣ opening.
    Strong2C = "bid.conv.strong_2c", true;
    /// The waiting 2♦ response to 2♣.
    Waiting = "bid.conv.waiting", true;
    /// Stayman.
    Stayman = "bid.conv.stayman", true;
    /// An answer to Stayman showing a major.
    StaymanAnswer = "bid.conv.stayman_answer", false;
    /// The answer to Stayman that denies a four-card major.
    StaymanDenial = "bid.conv.stayman_denial", true;
    /// Passes partner's doubled transfer with two cards in the suit (partner bids it himself).
    TransferDoubledPass = "bid.conv.transfer_doubled_pass", true;
    /// A Jacoby transfer.
    Transfer = "bid.conv.transfer", true;
    /// 2♠ over 1NT: asks opener to bid 3♣ (a weak hand with a long minor).
    Relay = "bid.conv.relay", true;
    /// Jacoby 2NT.
    Jacoby2NT = "bid.conv.jacoby_2nt", true;
    /// Jordan 2NT: a limit raise or better over a takeout double.
    Jordan2NT = "bid.conv.jordan_2nt", true;
    /// Opener's answer to Jacoby 2NT.
    JacobyAnswer = "bid.conv.jacoby_answer", true;
    /// Blackwood.
    Blackwood = "bid.conv.blackwood", true;
    /// An answer to Blackwood or Gerber.
    AceAnswer = "bid.conv.ace_answer", true;
    /// Asks for kings.
    KingAsk = "bid.conv.king_ask", true;
    /// An answer to the king ask.
    KingAnswer = "bid.conv.king_answer", true;
    /// Gerber.
    Gerber = "bid.conv.gerber", true;
    /// A Michaels cue bid.
    Michaels = "bid.conv.michaels", true;
    /// The unusual 2NT.
    Unusual2NT = "bid.conv.unusual_2nt", true;
    /// Fourth suit forcing.
    FourthSuit = "bid.conv.fourth_suit", true;
    /// The 2NT feature ask after a weak two.
    FeatureAsk = "bid.conv.feature_ask", true;
    /// Shows a feature (an ace or king) after the 2NT ask.
    Feature = "bid.conv.feature", true;
    /// A cue bid of the opponents' suit showing a good raise.
    CueRaise = "bid.conv.cue_raise", true;
    /// Advancer's cue bid of their suit with game values: asks for a four-card major.
    CueAsksMajor = "bid.conv.cue_asks_major", true;
    /// Redouble of our doubled 1NT: a weak hand with a long minor, asks partner to bid 2♣.
    EscapeRedouble = "bid.conv.escape_redouble", true;
    /// Double of an artificial bid: a good suit, asks partner to lead it.
    LeadDirecting = "bid.aim.lead_directing", false;
    /// A cue bid of their suit with game values: asks partner for a stopper in it.
    CueAsksStopper = "bid.conv.cue_asks_stopper", true;
}

/// The order of precedence between rules: a rule of an earlier priority is tried before any
/// rule of a later one; within a priority, the order of the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Prio {
    /// Answers to partner's conventional asks (Blackwood, Stayman, transfers, the 2NT feature
    /// ask): partner asked, so the answer comes before anything else.
    Answer,
    /// The body of the system: openings, responses, rebids, competition, judgement.
    Body,
    /// Forced to bid (partner's bid is forcing) and no rule of the body fits.
    Forced,
    /// The last resort when nothing else fits: pass.
    Fallback,
}

/// One rule of the system.
#[derive(Clone, Copy, Debug)]
pub struct Rule {
    /// A stable id, e.g. "open.1nt"; shown as the rule behind a call.
    pub id: &'static str,
    /// Conditions over the auction, all of which must hold.
    pub when: &'static [When],
    /// The suit variable's values.
    pub vars: Vars,
    /// Conditions over the hand, all of which must hold.
    pub hand: &'static [Cond],
    /// The call.
    pub call: CallSpec,
    /// The convention or purpose; the rest of the meaning comes from `hand`.
    pub aim: Aim,
    /// How far partner is forced to bid on.
    pub force: Force,
    /// Its precedence over other rules.
    pub prio: Prio,
}

impl Rule {
    /// Partner may not pass (unless the opponents bid in between).
    pub fn forcing(&self) -> bool {
        self.force != Force::No
    }
}
