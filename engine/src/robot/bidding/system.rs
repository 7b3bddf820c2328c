//! The bidding system as data: an ordered list of [`Rule`]s.
//!
//! A rule says *when* it applies (conditions over the auction, [`When`]), *which hands* it
//! fits (conditions over the hand, [`Cond`]), *what call* it makes ([`CallSpec`]) and *what
//! the call means* (the text shown to players). The robot takes the first rule whose
//! conditions hold and whose call is legal. Explanations read the same table backwards: the
//! meaning of a call is the meaning of the first rule that would have produced it.
//!
//! A rule may range over a suit variable ([`Vars`]); the variable is tried in the listed
//! order and `{s}` in the meaning is replaced by its symbol. `{o}` is our side's opening suit,
//! `{p}` partner's last suit, `{t}` the opponents' last suit, `{a}` the agreed suit.

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
    /// The last bid was made by the opponents.
    TheirBidLast,
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
    /// At least this many of A K Q J 10 in the suit.
    Honours(SuitRef, u8),
    /// Opening strength: 12+ HCP, or 10+ with the rule of 20.
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
    /// Either of two conditions.
    Either(&'static Cond, &'static Cond),
    /// The condition does not hold.
    Not(&'static Cond),
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
    /// What the call shows, for players.
    pub meaning: &'static str,
    /// Partner may not pass (unless the opponents bid in between).
    pub forcing: bool,
}
