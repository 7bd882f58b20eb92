"""What kind of value a Chinese question asks for or names: answer-type cues for relation ranking.

An open-domain question often names neither the relation nor a synonym of it, but a *value* of it
or the *kind* of value it wants: 你知道1997-05-28举办了什么体育比赛吗 asks about 举办时间 (a date
names it), 丹尼尔·希拉尔是哪国人 about 国籍, 河北省东鹿出生的人都是干啥的 about 职业, 出生在上海的
科学家 names a city. Question answering systems have long typed questions this way (answer-type
taxonomies: date, location, nationality, occupation, quantity). Each cue found here is an
*attribute word* (时间, 国籍, 职业, …) that the intent ranker then compares with every relation
type's own words through the word vectors, so a cue never names a relation type of one network:
出版时间, 举办时间 and 发生时间 all meet 时间, and the question's other words pick among them.

Cues come from four places, all generic Chinese, none from a question set:

- literals: dates and years (1997-05-28, 2013年11月19日, 1865年), street addresses (朝外大街乙6号),
  quantities by their unit (112.7米 → 长度, 25.00元 → 价格, 31.2公顷 → 面积), zodiac signs (摩羯座);
- question phrases: 什么时候 / 哪一年 (time), 在哪 / 哪里 / 位于 (place), 哪国人 (nationality), 哪里人
  (birthplace), 干啥的 / 从事 (occupation), 多少钱 / 多高 / 多长 / 多重 (price, height, length,
  weight), 什么意思 (meaning);
- everyday phrases that ask what kind of thing is wanted about the entity (`_ASKED_KINDS`): its
  cause (怎么得上的, 为什么会 → 原因, 病因), consequence (拖久了, 不治的话 → 后果, 并发症), who
  (什么人 → 人群), where as a region (哪些地方多见 → 地区) or on the body (长在哪 → 部位), class
  (哪一类, 归到 → 类别), look-alikes (搞混, 排除 → 鉴别), other names (民间怎么叫, 正式的药名, 怎么简写,
  是不是就是 → 别名), make-up
  (拿什么做的 → 成份, 组成), use (有什么好处 → 功效), adverse effects (副作用 → 不良反应), what it
  treats, spread, growth into neighbours, treatment, examination, department, how it shows, what
  brings it on, what goes with it, where it comes from;
- value words by their 同义词词林 (Cilin) class, shipped with the word vectors
  (core.search.wordvectors): people named by occupation or expertise (Ae, Al: 编剧, 诗人, 工程师)
  give 职业, people named by origin (Ad: 中国人, 日本人) and X籍 give 国籍, an ethnic group (X族)
  gives 民族; people by sex or age (Ab: 小孩子, 女性) before 容易得 ask who gets it (人群).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Iterable

from core.search.question_form import CLAUSE_BREAK, CLAUSE_CHAR, english_words
from core.search.wordvectors import WordVectors

# What the intent ranker writes over a masked span (a linked entity, a hedge, a request phrase):
# one character, so that offsets into the question still hold. Defined here, where cue patterns
# read it, because intent imports this module.
MASK = "□"

# Which patients get it (什么病人才会有, 哪类病人容易感染, 多见于哪类病人): who, as 什么人 - only with a verb of getting
# or having after it in its clause, or 好发 / 多见 … before it (not 什么病人需要做这个检查, 给什么病人吃: whom
# something is for)
_PATIENTS = r"(?:什么|哪(?:些|类|种|一类|一种)|啥)(?:样的)?(?:病人|患者|病友|病患)(?!者)"
_WHICH_PATIENTS = (r"(?:(?:好发|多见|常见|高发)(?:于|在)" + _PATIENTS + "|(?<!给)(?<!适合)" + _PATIENTS
                   + r"(?=" + CLAUSE_CHAR + r"{0,6}?(?:得|患|感染|会有|出现|发病)))")
# ... and 哪类 before them asks no class
_NOT_PATIENTS = r"(?!病人|患者|病友|病患)"

_DATE = re.compile(
    r"\d{4}\s*[-/.]\s*\d{1,2}\s*[-/.]\s*\d{1,2}"  # 1997-05-28
    r"|\d{2,4}\s*年(?:\s*\d{1,2}\s*月(?:\s*\d{1,2}\s*[日号])?)?"  # 1865年, 2013年11月19日
    r"|\d{1,2}\s*月\s*\d{1,2}\s*[日号]?"  # 10月29日, 农历6月18
    r"|[一二三四五六七八九十]{1,3}月[初底中]?"
)
# A street address (朝外大街乙6号) and quantities by their unit (112.7米, 25.00元, 31.2公顷).
_ADDRESS = re.compile(r"[\u4e00-\u9fff]{1,8}(?:路|街|大街|大道|巷|胡同)[\u4e00-\u9fff]?\d+号")
_UNITS: tuple[tuple[re.Pattern, str], ...] = tuple(
    (re.compile(r"\d(?:[\d.]*)\s*(?:" + units + r")"), attribute) for units, attribute in (
        ("平方米|平方公里|平方千米|公顷|亩", "面积"),
        ("米|公里|千米|厘米|毫米", "长度"),
        ("元|美元|块钱", "价格"),
        ("吨|千克|公斤|克", "重量"),
        ("℃|摄氏度", "温度"),
    )
)
# Where someone is to be seen or treated: 痔疮要在哪里看, 喺边度睇 (read 在哪里看), 去哪儿治 - a department, not a place
# (not 看过 / 看到 / 看出: having seen, making out)
_WHERE_SEEN_VERB = r"(?:看(?![过到出见着])|治|就诊|挂号)"
_WHERE_SEEN = r"(?:在|去|到)哪(?:里|儿)?" + _WHERE_SEEN_VERB
_ZODIAC = re.compile(r"(?:白羊|金牛|双子|巨蟹|狮子|处女|天秤|天蝎|射手|人马|摩羯|水瓶|宝瓶|双鱼)座")
# (pattern, attribute words): question phrases that say which kind of value is wanted.
_PHRASES: tuple[tuple[re.Pattern, tuple[str, ...]], ...] = tuple(
    (re.compile(pattern), words) for pattern, words in (
        (r"什么时候|何时|哪一?年|哪一?天|几月|几号|哪个时间|什么时间|什么日子|哪个年代|哪个朝代", ("时间", "日期")),
        (r"哪国人|哪个国家的人|哪国的人|什么国籍|哪个国籍|(?:[美英法德日俄韩意加澳华外]|[\u4e00-\u9fff]{1,4}国)籍", ("国籍",)),
        (r"哪里人|哪儿人|何方人|什么地方人", ("出生地",)),
        # (not 在哪(里)看 / 治: where to be seen, a department, `_WHERE_SEEN`)
        (r"在哪(?!些|个|种|一|里?儿?" + _WHERE_SEEN_VERB + r")|在哪里(?!" + _WHERE_SEEN_VERB + r")|在哪儿(?!"
         + _WHERE_SEEN_VERB + r")|位于|什么地方|何处|哪个地方|哪个位置", ("地点", "位置")),
        (r"干啥的|干什么的|做什么的|从事|什么工作|哪一?行|什么职业|哪种职业", ("职业",)),
        (r"多少钱|什么价|价格|价钱|售价", ("价格",)),
        (r"多高", ("身高", "高度")),
        (r"多长|多远", ("长度",)),
        (r"多重", ("重量",)),
        (r"多大面积|多大的面积|占地多", ("面积",)),
        (r"什么意思|啥意思|何意|意思是", ("释义", "意思")),
        (r"又被?叫|又称|也叫|还叫|被称作|被称为|简称|别称", ("别名",)),
    )
)
# (pattern, attribute words): everyday phrases that ask what *kind of thing* is wanted about the
# entity rather than a value type - its cause, its consequence, where on it, who, where, which class,
# what it is confused with, what else it is called, what is in it, what it is for. Question
# classification taxonomies for Chinese QA (原因, 方式, 定义, 人物, 地点, 分类 ...) have long had these
# kinds; the attribute words are the plain nouns a relation type's name or comment uses for them
# (病因 beside 原因, since 原因 alone meets 因素 as closely as 病因). Some of those nouns are what a
# medical network calls its relation types (并发症, 科室); none is read from a network or a question
# set, and the word vectors decide which relation types of a given network a phrase reaches.
# The attribute words of two kinds below that `_OBJECT_VERB_KINDS` reads off a verb too.
# How, as written (怎么) and as spoken (咋: 这病咋得的, 咋治, 咋整 for 怎么办)
_HOW = r"(?:怎么|咋)"
# Where a phrase ends its clause: a particle, punctuation or a space next, or the question's end
_ENDS_ITS_CLAUSE = r"(?=[吗呢啊呀吧嘛哈？?！!。，,；;\s]|$)"
# How to tell them apart, ending its clause: 怎么分, 如何才能分得清, 咋分辨
_TELL_APART = r"(?:怎么|怎样|咋|如何)(?:才能)?分(?:得清|清楚?|辨|开|别|得出来?)?" + _ENDS_ITS_CLAUSE
_CONSEQUENCE = ("后果", "并发症")
_TREATS = ("主治", "用于")
_ASKED_KINDS: tuple[tuple[re.Pattern, tuple[str, ...]], ...] = tuple(
    (re.compile(pattern), words) for pattern, words in (
        # cause: 怎么引起的, 为什么会得, 什么原因, 由什么引起, 是哪类药惹的
        # (the verb after 什么原因 / 由什么 belongs to the phrase: 引起 read on its own says what the
        # entity leads to)
        # (咋整的 / 咋弄的: how it came about, not 咋整, how to deal with it)
        (_HOW + r"(?:引起|造成|导致|得上?|患上|落下|来)的?|" + _HOW + r"(?:整|弄|搞)的|"
         # how someone got hurt, asked, ending its clause: 这一般是怎么弄伤的, 咋摔伤的 (not told: 不知道怎么扭伤的，
         # 不管怎么摔伤的; nor 怎么伤的肝, 怎么受伤的都不知道)
         r"(?<!不知道)(?<!不知)(?<!不管)(?<!无论)(?<!不清)(?<!记不得)(?<!不记得)(?<!不知道是)(?<!不清楚是)(?<!说不清是)"
         r"(?<!不知是)(?<!不管是)" + _HOW + r"(?:弄|搞|摔|碰|扭|磕|撞|砸|拉|受)?伤了?的(?=[呢啊呀吧？?！!。，,；;\s]|$)(?!，?都)|"
         r"为什么会|为啥会|" + _HOW + r"会|"
         r"(?:什么|啥|哪些)原因(?:引起|导致|造成)?的?|原因|"
         r"(?:由|被|因为)什么(?:引起|导致|造成)?的?|是什么(?:引起|导致|造成)|什么(?:引起|导致|造成)的|"
         # what germ or parasite brings it on: 是哪些菌引起的 (not 哪些细菌引起的感染: the germ narrows down
         # what is asked about)
         r"(?:什么|哪些|哪种|哪类|啥)(?:细菌|病菌|菌|病毒|寄生虫|虫|微生物)(?:引起|导致|造成)"
         r"(?!的[^吗呢啊呀吧嘛么？?，,。！!\s])|"
         r"惹的|"
         # what someone did or went through, with 出来的: 是不是拔鼻毛拔出来的, 宫寒是吃寒凉的东西搞出来的吗; 那根刺扎破的
         # (not 闹的 alone: 是这药闹的吗 asks an adverse reaction; nor a verb of finding out: 查出来的)
         r"(?:搞|弄|作|吃|喝|抽|拔|熬|累|冻|晒|气|饿|撑|憋|挤|抠|吓|急|愁|折腾|喊|哭|练|闹)出来的|(?:扎|弄|磨|碰|挤|抠)破的|"
         r"(?:引起|导致|造成|诱发)的(?:吗|呢|么)", ("原因", "病因")),
        # consequence: 有什么后果, 拖久了 / 时间长了 / 不治的话会怎样, 会变成 / 会引起什么 (很久了 / 好久了 only
        # when its clause goes on to ask what it will do: 痔疮好久了会癌变吗; else how long it has lasted,
        # told: 我的咳嗽很久了, 咳嗽很久了会不会是肺结核)
        (r"后果|拖(?:久|长|下去|着)|时间(?:长|久)了|(?<![很好挺太蛮])久了|(?<=[很好挺太蛮])久了(?=" + CLAUSE_CHAR + r"*会(?!是|不会是))|长期下去|(?:不治疗?|不管|放着不管|不控制|控制不好)的?话|"
         r"放着不管|不管不顾|置之不理|出(?:什么|哪些|啥)?问题|严重了|发展下去|到后来|到最后|会变成|合并|"
         r"(?:会|能)(?:引起|导致|引发|诱发|并发|带出|连带|惹出|引出)|并发|继发|连带|惹(?:出|上)|闹出|"
         # 会带来哪些危害; 伴发 (as 并发: 容易伴发哪些病 asks what follows from it); 后遗症, what is
         # left after it
         r"危害|伴发|后遗症",
         _CONSEQUENCE),
        # who: 什么人容易得, 哪些人
        # (什么样的孩子会得, 多见于什么样的孩子; not 什么样的老人需要吃 / 什么样的孩子算多动症: who should take
        # it, what counts)
        # (啥人 as 什么人; 干啥工作的人, 什么职业的人: who by their work; 小孩多还是大人多: which of two)
        (r"(?:什么|(?<![吃喝用])啥)(?:样的)?人(?![参工乳流])|什么样的(?:孩子|宝宝|小孩|娃|婴儿|老人)"
         r"(?!(?:才|就|更|最)?(?:需|要|该|应|可以|能|适合|算|属|吃|用|打|做|补|便便))|哪(?:些|类|种|一类)人|" + _WHICH_PATIENTS + r"|谁(?:容易|更容易|最容易|常)|哪个年龄|多大(?:年纪|岁数)|"
         r"男的还是女的|男性还是女性|(?:男|女)(?:的|性)?(?:更|比较)?(?:容易|多)|"
         r"(?:(?:干|做|从事)(?:(?:什么|啥|哪种|哪类)(?:工作|活|行业|职业)|哪一?行)的人|(?:什么|啥|哪种|哪类)(?:职业|工种|行业)的?人)(?!都)|"
         r"(?<!量)(?<!量是)(?<![的里中]" + MASK + r")(?<![的里中]" + MASK + r"是)(?:小孩子?|孩子|儿童|大人|成人|成年人|老人|老年人|年轻人)(?:得的|患病的)?多还是"
         r"(?:小孩子?|孩子|儿童|大人|成人|成年人|老人|老年人|年轻人)(?:得的|患病的)?多|"
         # 是不是上了年纪的人才得: only some people get it
         r"才(?:会)?(?:得|患|生)(?!知|到|出)|上了?年纪|年纪大|"
         # 多大的孩子 (not 长多大的时候: a size; nor 多大的孩子可以做胃镜: an age threshold)
         r"多大的(?:孩子|人|宝宝|小孩|娃)(?!(?:才|就)?(?:能|可以|要|需要))", ("人群", "群体")),
        # where, as a region: 哪些地方多见, 哪里的人得得多
        (r"哪(?:些|个)?(?:地方|地区|里|儿)(?:的人)?(?:比较|更|最)?(?:多|常见|多见|高发|流行|发病)|哪里的人|"
         r"什么地区|哪(?:些|个)地区|哪些国家|哪些省|地域|什么样的?(?:国家|地区|地方)|"
         # whether it is common over there: 在加勒比那一带多吗
         r"(?<![长发])在" + CLAUSE_CHAR + r"{1,8}?(?:一带|那边|地区|那里|那儿)(?:比较|很|特别|挺)?(?:多|常见|多见|流行|高发)(?=吗|么|不|[？?])", ("地区",)),
        # where, on the body: 长在哪, 身体哪些地方, 哪个部位
        # (伤的是哪儿, 损害的是哪里: where it does harm, as 长在哪 where it grows)
        # (哪儿出的问题: where something went wrong, not 出什么问题, a consequence; nor 是不是哪里出问题了
        # / 万一哪里出了问题, something wrong somewhere - □ is a masked 是不是 opening a clause)
        (r"(?<!不是)(?<!不会)(?<!没有)(?<!是否)(?<!万一)(?<!如果)(?<![，,。；;？?！!]" + MASK + r")"
         r"哪(?:儿|里)?出(?:的|了)?问题(?!了?吗)|身体(?:的)?哪|(?:哪|什么)(?:个|些)?部位|长在?哪|哪一段|哪一?块|哪(?:个|些)器官|在哪(?:个|些)(?:位置|地方)|"
         r"(?:伤|损害|损伤|害)的?是(?:身体)?哪",
         ("部位",)),
        # class: 属于哪一类, 归到什么病下面, 哪几种类型
        # (属于 alone does not ask for a class: 属于什么科 asks for the 科, a rank the network may name)
        (r"哪一?大?类" + _NOT_PATIENTS + r"|什么类|(?:那|这)一?类的|划(?:为|到|归|分)|(?:什么|哪种|哪些|哪几种)类型|类型|分类|"
         # (亚型: 是哪种病的亚型 asks for the class it is a subtype of)
         r"归(?:到|为|于|在)|范畴|的一种|亚型|分(?:哪|几)(?:几)?种|分为|哪几种|"
         # 算哪种病底下的, 归什么病下面
         r"(?:哪|什么)(?:种|类)?病(?:底下|下面|下边)(?!会|长|痒|疼|痛|流|出|有|起)", ("类别", "分类", "种类")),
        # confusable: 容易跟什么搞混, 要排除哪些病, 看起来很像
        (r"搞混|弄混|混淆|分不清|(?:很|挺|比较)像|相像|像不像|区别|区分|鉴别|排除|分辨|辨别|误诊|误认|看错|"
         r"误当|当成|当作|误以为|以为是|还可能是|其实是别的|其实是|(?<![不还])是别的|"
         # how two differ: 有啥不一样, 有什么不同 (not 有什么不同症状: a noun after it is what differs),
         # 差别 / 差异 after two names joined by 跟 / 和 / 与 / 同 (胃炎跟胃溃疡差别大吗; not 男女发病率差异), 差在哪
         r"(?:有|是)(?:什么|啥|哪些)(?:不一样|不同)" + _ENDS_ITS_CLAUSE + r"|"
         r"(?<=[跟和与同])" + CLAUSE_CHAR + r"{0,12}?(?:差别|差异)|差在哪|"
         # how to tell two apart: 跟 / 和 / 与 / 同 / 还是 / 、 joining a second name, then 怎么分 ending the
         # clause (胃痛跟心绞痛怎么分; not 分期怎么分, 一天的量怎么分, 中药和西药一起吃要怎么分开)
         r"(?:(?<=[和跟与同、])|(?<=还是))[^，,。；;？?！!吃服用喝]{1,16}?" + _TELL_APART + r"|"
         # ... or the pair referred to: 这俩怎么分, 二者如何区分得清 (a bare 俩 / 两个 only opening its clause: not 母女俩
         # 怎么分, 吃两个怎么分)
         r"(?:(?:这|那|它)(?:俩|两个|两种|两样)|(?<![\u4e00-\u9fff])(?:俩|两个|两种|两样)|二者|两者)(?:要|该|到底|又)?"
         + _TELL_APART,
         ("鉴别",)),
        # other names: 俗话怎么说, 民间怎么叫, 平时说的什么 (□: a masked hedge, 还可能叫 reads 还□叫)
        (r"俗话|俗称|俗名|民间|老百姓|平时说的|平常说的|通常说的|叫法|" + _HOW + r"叫|(?:还|又|也)(?:可能|" + MASK + r")?叫|(?:是不是|是否)就叫|"
         r"(?:别的|其他|另外的|还有(?:什么|哪些)?)(?:名字|说法|叫法)|商品名|学名|全称|缩写|"
         # what it is called officially or for short: 正式的药名叫啥, 通用名, 医学上叫, 病历上怎么简写
         # (not 叫什么 alone: 位于安第斯山脉的火山叫什么名字 asks for the entity's own name)
         r"(?:正式|官方|书面|标准)的?[\u4e00-\u9fff]?名|通用名|医学上|(?:怎么|咋|如何)简写|简写(?:成|为|是)?(?:什么|啥)|"
         r"写(?:成|作)(?:什么|啥)|"
         # its name in Chinese or English: 中文叫什么病, 英文怎么说, 英文缩写叫啥 (not 英文说明书怎么看, 英文报告
         # 什么时候出: a paper in that language)
         r"(?:中文|英文)的?(?:名字?|名称|全称|简称|缩写|俗称|学名|翻译)?(?:是|叫|为)?(?:什么|啥|怎么(?:说|叫|写|读|念|拼))|"
         # whether two names are one thing: 是不是就是八味丸, 和哪个检查是一回事
         # (这两个是一个药吗, 二者其实是一种病吗: nothing between but the pair's noun and an adverb - not 两个药效果是一样
         # 的吗, 俩孩子都是一种病吗 - and no count taken: not 吃两个是一样的吗)
         r"就是(?!说|因为)|一回事|"
         # (二者是否为同一药品: the noun ending the phrase, not 同一药店, 同一检查在…)
         r"同一(?:种|个|回事|(?:药品|药物|药|疾病|病|检查)(?=吗|么|呢|吧|不|[？?，,。；;]|$))|"
         r"(?<![吃服喝用])(?:俩|两个|两种|二者|两者)(?:药|病|东西)?(?:都|也|就|到底|其实|真的|本来|难道)?(?:是|算)(?:同)?"
         r"一(?:个|种|样)(?:药|东西|病)?的?(?=吗|么|不|吧|[？?]|$)",
         ("别名", "名称")),
        # what it is made of: 里面有什么, 拿什么做的, 配方里有哪些
        (r"里[面头边]?(?:都)?(?:有|加了|放了|含)|含有|含了|加了|放了|"
         # 中 + 是否 / 有没有 + 含 / 有 right after the name asked about (masked) or a preparation's ending: 八味回阳饮中
         # 是否有当归 (not 饮食中 / 其中 / 治疗中是否有…, nor 是否有必要)
         r"(?:(?<=[" + MASK + r"丸散汤饮丹膏片剂方药茶酒])|(?<=胶囊|颗粒|糖浆|冲剂)|(?<=口服液|注射液))"
         r"中(?:是否|有没有|是不是)(?:含有?|有(?!必要)|加了?|放了?)|"
         r"(?:拿|用)什么做|什么做的|做成|原料|"
         # (not 为啥做的: why; 拿啥做 only of making: 胃镜拿啥做麻醉 is not)
         r"(?:拿|用)啥做(?=的|成|出)|(?<![为干])啥做的|"
         # which things it is made from: 是用哪些药做的, 拿啥配的 (not 用哪些药配合治疗: a treatment)
         # (ending its clause: not 用哪些药做的化疗, 拿什么药配成方案)
         r"(?:拿|用)(?:什么|啥|哪些|哪几[样种味]?)(?:药材|药|东西|成分)?(?:做|配|制|熬)(?:成|出来?)?的?"
         + _ENDS_ITS_CLAUSE + r"|"
         # 里头是些什么 ending its clause (not 里头是什么地方 / 里面是什么东西在飘 / 里面是什么病)
         r"里[面头边](?:都)?是(?:些)?(?:什么|啥)(?:东西|成分|成份|药材|药|菌)?(?=[？?，,。！!呀啊呢吗]|$)|"
         # what holds a named thing, from that end: 含芒硝的中成药有哪些
         # (not 含着 / 含服 / 含片 / 含漱 / 含化 / 含量 / 含义: held in the mouth, an amount, a meaning)
         r"(?:^|(?<=" + CLAUSE_BREAK + r"))含(?![着服片漱化量义])(?=" + CLAUSE_CHAR + r"{1,12}的)|"
         # (not 用什么方子: that asks for a formula, not what one holds; nor 这方子: the entity itself)
         r"(?<!什么)(?<!哪个)(?<!哪些)(?<!哪种)(?<![这那该此])(?:配方|方子|组方)|配料|"
         # how many and which herbs a formula holds: 有哪几味, 这四味是哪四味 (not 用哪几味药煲汤, 配几味中药)
         r"(?<=[有是由共含了])哪?几味|哪[一二三四五六七八九十]味|调(?:出来|制|配)|组成|成分|成份|由什么",
         ("成分", "成份", "组成")),
        # what it is for: 干嘛用的, 有什么好处, 有什么作用
        # (副作用 is no 作用: it asks for adverse reactions, below)
        (r"干(?:嘛|啥|什么)用|有(?:什么|啥)用|用处|好处|(?<!副)作用|功效|功能|药用价值|价值|效果|益处", ("功效", "作用")),
        # adverse effects: 有哪些副作用, 吃了会不会犯困
        # (不良反应 has no vector and a relation's lexicon holds it as 不良 + 反应; 副作用's vector is
        # closest to 药物, which every drug relation's comment names)
        # (吃了会不会不舒服: discomfort after taking it, a longer reading than 不舒服 of how a disease
        # shows, below, which is then dropped; 对身体有什么伤害 as 害处)
        (r"(?:吃|用|服)(?:了|完)?[^，。？]{0,6}不舒服|副作用|不良反应|毒副|坏处|害处|伤害|"
         r"(?i:side ?effects?)|"  # typed in English among Chinese words (有啥side effect)
         r"吃了(?:以后|之后)?(?:会|容易)|(?:吃|用|服)完|(?:服用|用药)(?:以后|之后|后)|"
         # what a drug brings on, asked from what it brings on: 哪些药会引起咳嗽, 吃什么药用了会导致
         # (a longer reading than 会引起 of a consequence, which is then dropped)
         r"(?:什么|哪些|哪种|哪类|啥)药[^，。？]{0,8}?(?:引起|导致|诱发|造成|引发)",
         ("不良反应", "不良")),
        # what it treats: 能治什么, 用在什么情况, 什么病用的
        (r"能治|对付|治(?:什么|啥|哪)|治疗什么|用(?:在|于)(?:什么|哪)|什么(?:病|情况)(?:下)?(?:可以|能|才能|该)?(?:用|吃)|"
         r"适用|适合(?:什么|哪)|"
         r"给(?:什么|哪些|哪种)(?:病人|病|人)(?:吃|用)",
         _TREATS),
        # spread: 扩散到哪, 转移
        (r"扩散|转移|转到|跑到", ("转移",)),
        # growth into what is next to it: 长进旁边, 侵到哪, 往周围长
        (r"长(?:进|到)|侵(?:到|入|犯|袭)|蔓延|伤(?:到|及)|累及|波及|往(?:邻近|周围|旁边|附近)|(?:邻近|周围|旁边)的?(?:什么|哪)",
         ("侵犯",)),
        # how it is dealt with: 怎么处理, 怎么治, 怎么办, 怎么抢救 (救 alone only ending its clause: not
        # 怎么救心丸吃了也不管用, 怎么救助)
        (_HOW + r"(?:处理|治|办|弄|医|调理|抢救|急救|救治|救" + _ENDS_ITS_CLAUSE + r")|咋整|如何(?:处理|治)|(?:治疗|处理)(?:方法|办法)|治法|疗法|(?:什么|啥|土)(?:办法|法子)|偏方",
         ("治疗", "方法")),
        # how it is found: 查什么, 做哪些化验, 怎么确诊
        (r"查(?:些)?(?:什么|啥|哪)|做(?:什么|哪些|啥)检查|化验|确诊|查出来|检查", ("检查", "诊断")),
        # where to be seen: 挂什么科, 看哪个科, 去哪个department (not department store)
        # (not 什么科 alone: in a taxonomy 属于什么科 asks for a family)
        (r"科室|挂(?:什么|哪)|看(?:什么|哪个|哪一?)(?:科|医生)|(?:去|到)(?:什么|哪个|哪一?)科|" + _WHERE_SEEN
         + r"|(?:什么|哪个|哪一?) ?(?i:" + english_words("科") + r")(?! ?[A-Za-z])", ("科室",)),
        # how it shows: 有哪些表现, 会有什么不舒服, 感觉到哪些异常, 有哪些迹象, 有哪些symptoms (not 没有symptoms)
        # (出现什么问题 is a consequence, above)
        (r"不舒服|不对劲|(?:什么|哪些)感觉|感觉到|表现|症状|会(?:怎么?|咋)样|异常|难受|迹象|征兆"
         r"|(?<!没有)(?<!无)(?i:" + english_words("症状") + r")(?![A-Za-z])", ("症状", "体征")),
        # what shows up: 会出现什么情况, 有什么反应 (出现什么问题 is a consequence, above; after a
        # drug is taken, 吃完会出现什么 asks for adverse reactions, above)
        (r"出现(?:什么|哪些|啥)(?:样的)?(?!问题|后果|毛病)|(?:什么|哪些|啥)(?:样的)?反应", ("症状", "体征")),
        # what brings it on: 什么情况下容易犯, 哪些情况更容易得, 要当心哪些因素, 跟压力大有关系吗
        # (a yes-or-no 有关系吗 / 有牵扯吗 names a possible cause; 跟什么病有关系 asks what goes with it, below)
        # (not 容易得 alone: 老年人容易得哪些病 asks who, 吸烟的人更容易得哪些病 what brings it on; the
        # linked entity's type tells them apart)
        (r"(?:什么|哪些)(?:样的?)?情况下?(?:会让人)?(?:容易|更容易|会)|(?:容易|更容易)(?:诱发|犯|发作)|"
         r"诱发|诱因|危险因素|高危|"
         r"(?:要|需要)(?:当心|小心|注意)|风险|因素|有(?:关系|牵扯)(?:吗|么)|有没有关系|"
         # (有关吗: 有关 before a question particle ending its clause, as 有关系吗; not 有关吗丁啉的用法, 有关不孕症的
         #检查: 有关 of "about")
         r"有关(?=(?:吗|么|不|没有?)(?:$|[^\u4e00-\u9fff]|还是))|"
         # people named by what they do or have (吸烟的人, 静脉吸毒的人) who get ill more easily: that is
         # what brings it on (not 什么样的人 / 哪些人 / 哪里的人容易得: who, where, above)
         r"(?<![样些种类么里方儿])的人(?:更|比较|最|特别)?容易(?:得|患|染|感染|生)", ("风险", "诱因")),
        # what goes with it: 常跟什么病一起出现, 跟哪些病挂钩, 会伴着哪些病, 有牵连, 牵扯到哪些病, 有联系, 搅在一起
        # (not 合并: 合并肺炎 is a complication, above)
        (r"一起(?:出现|发生|得)|同时(?:出现|发生|得)|伴(?:随|有|着)|挂钩|有关|相关|关联|扯上|关系|牵连|牵扯|联系|"
         r"搅在一起|沾(?:上)?边|搭(?:上)?边", ("相关",)),
        # where it comes from: 哪儿出的, 产地
        (r"哪(?:儿|里)(?:出|产|种)|种在哪|产地|产自|出产|产于|哪里有|分布|生长在", ("产地", "分布")),
    )
)
# The kinds read off a verb that takes what is treated or what results as its object (能治, 会引起):
# with the linked entity right after the verb (哪些药能治□, 哪些病会引起□) the entity is that object,
# and the question asks for the verb's subject - what treats it, what brings it on - rather than
# what the entity treats or what it leads to (能治什么, 会引起什么). Such a cue is of kind "object",
# weaker than "asked": the relation type of the verb may still hold the answer from the entity's
# other end, and the linked type's end decides. □ is a masked linked entity.
_OBJECT_VERB_KINDS = (_TREATS, _CONSEQUENCE)
OBJECT_AFTER_VERB = True
# Every phrase of a kind in the question is its evidence, not only the first: in 拖着不管，会闹出什么
# 严重后果 both 拖着 and 后果 ask for the consequence, and the words of each are set aside for the
# relation types the kind does not ask for (core.search.intent, `ASKED_CUE_ASIDE`): 后果's 后 met
# 术后症状 of has_symptom as the first phrase alone left it.
EVERY_ASKED_PHRASE = True


def _names_its_object(text: str, match: re.Match, attributes: tuple[str, ...]) -> bool:
    """Whether the linked entity (masked) stands right after a phrase of `_OBJECT_VERB_KINDS`: it
    is the verb's object, and the phrase's kind is read as kind "object", not "asked"."""
    return (OBJECT_AFTER_VERB and attributes in _OBJECT_VERB_KINDS
            and text[match.end():match.end() + 1] == MASK)


def phrase_spans(text: str) -> list[tuple[int, int]]:
    """Where a question phrase or an everyday phrase of a kind (`_PHRASES`, `_ASKED_KINDS`) sits in
    `text`: words inside them (平时 of 平时说的) belong to the phrase."""
    return [m.span() for pattern, _ in (*_PHRASES, *_ASKED_KINDS) for m in pattern.finditer(text)]


# Cilin classes of value words, by code prefix, and the attribute they are values of.
_CILIN_VALUES: tuple[tuple[str, str], ...] = (
    ("Ae", "职业"),  # people by occupation: 编剧, 教师, 演员
    ("Al", "职业"),  # people by expertise: 诗人, 工程师, 科学家
    ("Ad", "国籍"),  # people by origin: 中国人, 日本人
    ("Di04B", "民族"),  # ethnic groups: 汉族, 满族
)
_COUNTRY = ("Di02A",)  # countries: 法国, 加拿大
_PERSON = ("Aa", "Ab", "Ad", "Ae", "Al")  # people in general, by sex and age, origin, occupation, expertise
_PEOPLE_BY_SEX_AGE = ("Ab",)  # 小孩子, 儿童, 老年人, 女性
_DEGREE = frozenset({"更", "最", "比较", "特别"})
_ETHNIC = re.compile(r"[\u4e00-\u9fff]{1,3}族(?:人)?$")


def _has_class(vectors: WordVectors, word: str, prefixes: tuple[str, ...]) -> bool:
    return any(code.startswith(prefixes) for code in vectors.groups.get(word, ()))


@dataclass(frozen=True)
class AnswerCue:
    """One attribute word the question points to, and the text that points to it."""

    attribute: str
    evidence: str
    kind: str  # "literal", "phrase" (a kind of value), "asked" (a kind of thing about the entity),
    # "object" (such a kind read off a verb whose object is the entity) or "value"

    def as_dict(self) -> dict[str, str]:
        return {"attribute": self.attribute, "evidence": self.evidence, "kind": self.kind}


def answer_cues(text: str, words: Iterable[str], vectors: WordVectors | None,
                tokens: Iterable[str] | None = None) -> list[AnswerCue]:
    """The cues of a question (`text`, with linked entity spans masked or not) and its words;
    `tokens`: all the tokens of its segmentation in order, one-character ones included (a country
    before 人: 日本人), when `words` leaves them out."""
    cues: list[AnswerCue] = []
    for match in _DATE.finditer(text):
        cues.append(AnswerCue("日期", match.group().strip(), "literal"))
        cues.append(AnswerCue("时间", match.group().strip(), "literal"))
    for match in _ADDRESS.finditer(text):
        cues.append(AnswerCue("地址", match.group(), "literal"))
    for pattern, attribute in _UNITS:
        match = pattern.search(text)
        if match:
            cues.append(AnswerCue(attribute, match.group(), "literal"))
            text = text.replace(match.group(), " ")  # 平方米 is no 米
    for match in _ZODIAC.finditer(text):
        cues.append(AnswerCue("星座", match.group(), "literal"))
    for pattern, attributes in _PHRASES:
        found = pattern.search(text)
        if found:
            cues.extend(AnswerCue(a, found.group(), "phrase") for a in attributes)
    asked = [(found, attributes) for pattern, attributes in _ASKED_KINDS
             for found in (pattern.finditer(text) if EVERY_ASKED_PHRASE else filter(None, [pattern.search(text)]))]
    for found, attributes in asked:
        # Two kinds read over the same words (在哪些地方 for a place on the body, 哪些地方流行 for
        # a region): the longer reading says more, the shorter one is dropped.
        if not any(other is not found and len(other.group()) > len(found.group())
                   and other.start() < found.end() and found.start() < other.end() for other, _ in asked):
            kind = "object" if _names_its_object(text, found, attributes) else "asked"
            cues.extend(AnswerCue(a, found.group(), kind) for a in attributes)
    words = list(words)
    sequence = list(tokens) if tokens is not None else words
    for k, word in enumerate(sequence):
        # people by sex or age before 容易得 (小孩子容易得, 女性更容易患): who gets it (not 人 alone:
        # 哪些地方的人容易得 asks where, 有吸烟习惯的人更容易得 what brings it on)
        if len(word) > 1 and vectors is not None and _has_class(vectors, word, _PEOPLE_BY_SEX_AGE):
            skip = 1 if sequence[k + 1:k + 2] and sequence[k + 1] in _DEGREE else 0
            rest = sequence[k + 1 + skip:k + 3 + skip]
            if len(rest) == 2 and rest[0] == "容易" and rest[1][:1] in ("得", "患"):
                evidence = "".join(sequence[k:k + 3 + skip])
                cues.extend(AnswerCue(a, evidence, "asked") for a in ("人群", "群体"))
    for word, following in zip(sequence, sequence[1:]):
        # a country followed by a person (法国诗人, 中国教师, 美国人): that person's nationality
        if vectors is not None and _has_class(vectors, word, _COUNTRY) and (
                following in ("人", "籍") or _has_class(vectors, following, _PERSON)):
            cues.append(AnswerCue("国籍", word + following, "value"))
    for word in dict.fromkeys(words):
        if len(word) < 2:
            continue
        if _ETHNIC.match(word) and word not in ("民族", "家族", "种族", "贵族"):
            cues.append(AnswerCue("民族", word, "value"))
            continue
        codes = vectors.groups.get(word, ()) if vectors is not None else ()
        for prefix, attribute in _CILIN_VALUES:
            if any(code.startswith(prefix) for code in codes):
                cues.append(AnswerCue(attribute, word, "value"))
                break
    seen: set[tuple[str, str]] = set()
    out = []
    for cue in cues:
        if (cue.attribute, cue.evidence) not in seen:
            seen.add((cue.attribute, cue.evidence))
            out.append(cue)
    return out


__all__ = ["AnswerCue", "answer_cues", "phrase_spans"]
