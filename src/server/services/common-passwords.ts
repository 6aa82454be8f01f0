/**
 * Passwords refused at a password change (ASVS 6.2.4, NIST SP 800-63B-4 "blocklist"). The entries of
 * at least 8 characters among the ~4,000 most common passwords of the "10 million password list"
 * (SecLists, MIT licence; a few offensive entries left out), plus words specific to this service.
 * Shorter ones are already refused by the length rule. Compared case-insensitively.
 */
const LIST = `
password 12345678 123456789 baseball football qwertyuiop 1234567890 superman 1qaz2wsx trustno1 jennifer
sunshine iloveyou starwars computer michelle 11111111 princess 987654321 corvette 1234qwer 88888888
q1w2e3r4t5 internet samantha whatever maverick steelers mercedes 123123123 qwer1234 q1w2e3r4 midnight
bigdaddy victoria 1q2w3e4r cocacola marlboro asdfasdf 87654321 12344321 jordan23 liverpoo danielle
abcd1234 scorpion qazwsxedc password1 slipknot qwerty123 startrek 12341234 redskins butthead asdfghjkl
qwertyui liverpool dolphins nicholas elephant mountain xxxxxxxx 1q2w3e4r5t metallic benjamin creative
rush2112 asdfghjk 4815162342 passw0rd 1qazxsw2 garfield 01012011 69696969 december 11223344 godzilla
airborne lifehack brooklyn platinum darkness blink182 789456123 12qwaszx snowball pakistan redwings
williams nintendo guinness november minecraft asdf1234 lasvegas babygirl 12121212 147258369 explorer
snickers metallica alexande paradise michigan carolina lacrosse christin kimberly kristina 0987654321
poohbear qweasdzxc drowssap caroline einstein 1232323q champion svetlana westside courtney 12345qwert
patricia aaaaaaaa anderson security stargate simpsons scarface 123456789a 1234554321 cherokee veronica
semperfi scotland marshall qwerty12 98765432 softball passport franklin alexander 55555555 zaq12wsx
infinity kawasaki 77777777 vladimir freeuser wildcats budlight brittany 00000000 bulldogs swordfis
patriots pearljam colorado ncc1701d motorola logitech juventus wolverin warcraft hello123 peekaboo
123654789 panthers elizabet spiderma virginia valentin predator mitchell 741852963 1111111111 rolltide
changeme lovelove fktrcfylh loverboy chevelle cardinal michael1 147852369 american alexandr electric
wolfpack spiderman darkside 123456789q 01011980 freepass 99999999 fyfcnfcbz billybob 1029384756
01012000 chocolat business cjkysirj 123qweasd stingray serenity greenday charlie1 firebird blizzard
a1b2c3d4 sterling password123 tarheels basketball zeppelin swimming pavilion engineer bobafett 21122112
icecream darkstar hellfire fireball rockstar defender swordfish airforce abcdefgh presario wrangler
precious harrison goldfish soso123aljg dbrnjhbz thailand longhorn 123qweasdzxc wordpass 31415926
999999999 letmein1 assassin testtest microsoft devildog valentina butterfly lonewolf babydoll atlantis
montreal angelina hotstuff mistress blahblah birthday 1234abcd 01011990 qazwsx123 mustang1 goldberg
12345678910 wolfgang leonardo basketba cristina aardvark sweetpea 13131313 freedom1 fredfred manchester
kathleen hamilton drpepper 1qaz2wsx3edc stephani enterpri diamonds morpheus 66666666 thuglife trfnthbyf
napoleon highland chandler consumer welcome1 elizabeth 51505150 11235813 butterfl marathon overlord
trombone isabelle barcelona babylon5 yankees1 superfly geronimo concrete q1w2e3r4t5y6 jessica1 123454321
portugal pleasure 14789632 qazxswedc kingkong adgjmptw ncc1701e alejandr 1123581321 margaret bluemoon
ghbdtnbr bonehead stallion personal morrison super123 aleksandr rhbcnbyf dietcoke cooldude christop
lollipop fernando christian letmein2 werewolf punkrock 01012010 giovanni cdtnkfyf tottenha hongkong
blackcat a1234567 zzzzzzzz hollywoo florence gn56gn56 stocking matthew1 immortal 44444444 makaveli
sebastia charlott anthony1 111222333 satan666 columbia infantry eternity waterloo vanhalen skywalke
seinfeld qazwsxed wolverine musicman megadeth verbatim 1q2w3e4r5t6y twilight stardust 147896325
skittles shaney14 qwerty12345 123321123 intrepid sandiego punisher 1234567a 192837465 starcraft 25802580
ekaterina 123698745 1234512345 chargers warriors raistlin 19841984 12369874 stranger mailcreated5240
halflife qwerasdf playtime kangaroo panasonic christine beautiful kittycat lonestar goodluck scoobydo
crusader 12312312 1122334455 hannibal guardian discover catalina californ angelica william1 stonecol
anastasia vacation sithlord ragnarok keyboard 19921992 11112222 penguins nuttertools lorraine titleist
rootbeer magnolia dodgeram aspirine 1234567q munchkin mersedes qqqqqqqq imperial blueeyes research
national colombia 01012001 rammstein katerina freckles caliente qazwsxedcrfv oblivion mustangs margarita
zxcv1234 porkchop formula1 a1s2d3f4 23232323 shopping peterpan martinez justdoit goodtime alexandra
springer software sapphire richmond kingston brucelee thunder1 plymouth mariners heather1 chelsea1
123456qwerty pineappl labrador stephanie 1234567890q 10101010 commando amsterdam webmaster southern
fletcher candyman aquarius starfish monopoly infiniti blackjac 8j4ye3uz 19871987 0000000000 sailboat
richard1 emmanuel cosworth 19891989 rosemary lightnin chevrole catherin qwerty123456 01011991 spartans
luckydog 15426378 swingers qwertyuio qwert123 mandingo ihateyou whocares scooter1 doberman 5555555555
terminator oklahoma ncc1701a keystone 19751975 romashka pa55word golfball doughboy charlotte achilles
patrick1 gateway1 cowboys1 9876543210 vkontakte jeremiah dilligaf 19851985 vfrcbvrf technics september
pinkfloy maryland kentucky hastings frederic agent007 19911991 01011985 somethin porsche9 hurrican
california bearbear 73501505 enterprise 19941994 19781978 01011970 truelove nebraska meatball syracuse
military macdaddy diamond1 warhammer universe sentinel manchest kamikaze handsome dthjybrf designer
blueblue australia 321654987 1qaz1qaz 01011981 pokemon1 19861986 01011986 superstar ssssssss rjirfrgbde
meatloaf lifetime jamesbon 123456789z woofwoof turkey50 rfnthbyf front242 brandon1 bigmoney azsxdcfv
rightnow maradona lionking crazybab 19931993 19901990 poiuytrewq passwort japanese arsenal1 21212121
wildfire microsof chocolate chickens 19831983 treasure theodore raiders1 19951995 13243546 123456aa
gretchen ericsson albatros 1passwor zxcasdqwe sojdlg123aljg mikemike michaela jackson1 excalibu
anhyeuem 78945612 pooppoop greenbay greatone fordf150 applepie 963852741 18436572 lisalisa dinosaur
pa55w0rd madeline hollywood hellyeah columbus skywalker rockhard positive melissa1 kcj9wx5n happy123
gotohell football1 february abc12345 609609609 yosemite roadkill kingfish 1qa2ws3ed 123789456 tunafish
starship saratoga robotech rasputin rangers1 passwords p0015123 nwo4life megapass hedgehog davidson
20102010 12131415 vladislav splinter karolina 789789789 railroad killbill magicman 01011989 wrestlin
tommyboy sherwood passpass pass1234 majestic crawford asdasdasd cinnamon chester1 broadway 01011988
underdog sunnyday snoopdog multiplelo jasmine1 catherine canadian brighton australi alliance 19721972
19691969 supersta snowboar r2d2c3po mamapapa ghjcnjnfr christopher chicken1 bullseye 20002000 skorpion
saturday peterson meredith lkjhgfdsa blackhaw backdoor westwood sneakers marino13 jamesbond getmoney
flounder boomboom beerbeer apple123 01011987 01011984 undertaker samsung1 moneyman mmmmmmmm marianne
jjjjjjjj gargoyle federico zerocool vfvfgfgf test1234 1x2zkg8w 19881988 19741974 idontknow hahahaha
cambiami a123456789 03082006 02071986 vfhufhbnf pppppppp motherlode lokomotiv kristine goldstar
christina chrisbln 20012001 12345678q whitesox tazmania starfire qwerqwer qazwsx12 panasoni paintbal
newcastl buckshot babyblue attitude 10203040 01011910 sunflowe solution godfather clarinet 12345679
tomorrow southpark sersolution rhfcjnrf qwerty1234 paintball montgom240 dkflbckfd dfktynbyf callaway
19821982 19811981 12qw34er 123qwerty salamander resident poseidon pianoman avalanch 1q2w3e4r5 superman1
password! password1! p@ssw0rd p@ssword welcome123 letmein123 iloveyou1 admin123 administrator
changeme123 qwertyuiop123 zaq1zaq1 !qaz2wsx 1q2w3e4r5t6y7u8i qwerty1! password12 password1234
ownerportal owner-portal ownerportal1 holidayhome ferienhaus vacationhome
`;

const COMMON = new Set(LIST.split(/\s+/).filter(Boolean));

/**
 * Whether a new password is too guessable: on the list, equal to the user's own id, or one character
 * repeated. Case-insensitive, because lists of leaked passwords are matched the same way by attackers.
 */
export function isCommonPassword(password: string, userId: string): boolean {
  const candidate = password.normalize('NFKC').toLowerCase();
  if (COMMON.has(candidate)) return true;
  if (candidate === userId.trim().toLowerCase()) return true;
  return /^(.)\1*$/su.test(candidate);
}
