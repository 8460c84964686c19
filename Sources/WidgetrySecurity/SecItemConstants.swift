import Foundation

// The keychain's keys and values, with Apple's names and strings (`kSecClass as String` is "class").

// Item classes (`kSecClass`'s values).
/// The key of an item's class.
nonisolated(unsafe) public let kSecClass: CFString = "class"
/// A password or secret for a service and account.
nonisolated(unsafe) public let kSecClassGenericPassword: CFString = "genp"
/// A password for a server, protocol and account.
nonisolated(unsafe) public let kSecClassInternetPassword: CFString = "inet"
/// A cryptographic key's data.
nonisolated(unsafe) public let kSecClassKey: CFString = "keys"
/// A certificate (not kept here: `errSecUnimplemented`).
nonisolated(unsafe) public let kSecClassCertificate: CFString = "cert"
/// An identity (not kept here: `errSecUnimplemented`).
nonisolated(unsafe) public let kSecClassIdentity: CFString = "idnt"

// Attributes.
/// The access group the item is shared in: the app group whose container keeps it.
nonisolated(unsafe) public let kSecAttrAccessGroup: CFString = "agrp"
/// When the item may be read; kept and returned, every value reads at any time here.
nonisolated(unsafe) public let kSecAttrAccessible: CFString = "pdmn"
/// Access control; accepted, kept as nothing (there is no user presence to check).
nonisolated(unsafe) public let kSecAttrAccessControl: CFString = "accc"
/// Whether the item syncs through iCloud; kept and matched (nothing syncs).
nonisolated(unsafe) public let kSecAttrSynchronizable: CFString = "sync"
/// Matches synchronizable and other items alike.
nonisolated(unsafe) public let kSecAttrSynchronizableAny: CFString = "syna"
/// When the item was added.
nonisolated(unsafe) public let kSecAttrCreationDate: CFString = "cdat"
/// When the item last changed.
nonisolated(unsafe) public let kSecAttrModificationDate: CFString = "mdat"
/// A description for people.
nonisolated(unsafe) public let kSecAttrDescription: CFString = "desc"
/// A comment.
nonisolated(unsafe) public let kSecAttrComment: CFString = "icmt"
/// A four-character creator code, as a number.
nonisolated(unsafe) public let kSecAttrCreator: CFString = "crtr"
/// A four-character type code, as a number.
nonisolated(unsafe) public let kSecAttrType: CFString = "type"
/// A label for people.
nonisolated(unsafe) public let kSecAttrLabel: CFString = "labl"
/// Whether the item is hidden from people.
nonisolated(unsafe) public let kSecAttrIsInvisible: CFString = "invi"
/// Whether the item stands for no password.
nonisolated(unsafe) public let kSecAttrIsNegative: CFString = "nega"
/// The account name.
nonisolated(unsafe) public let kSecAttrAccount: CFString = "acct"
/// The service name (generic passwords).
nonisolated(unsafe) public let kSecAttrService: CFString = "svce"
/// Data of the app's own (generic passwords).
nonisolated(unsafe) public let kSecAttrGeneric: CFString = "gena"
/// The security domain (internet passwords).
nonisolated(unsafe) public let kSecAttrSecurityDomain: CFString = "sdmn"
/// The server's name (internet passwords).
nonisolated(unsafe) public let kSecAttrServer: CFString = "srvr"
/// The protocol (internet passwords).
nonisolated(unsafe) public let kSecAttrProtocol: CFString = "ptcl"
/// The authentication scheme (internet passwords).
nonisolated(unsafe) public let kSecAttrAuthenticationType: CFString = "atyp"
/// The port (internet passwords).
nonisolated(unsafe) public let kSecAttrPort: CFString = "port"
/// The path (internet passwords).
nonisolated(unsafe) public let kSecAttrPath: CFString = "path"
/// A key's tag, as data.
nonisolated(unsafe) public let kSecAttrApplicationTag: CFString = "atag"
/// A key's label, as data.
nonisolated(unsafe) public let kSecAttrApplicationLabel: CFString = "klbl"
/// A key's class.
nonisolated(unsafe) public let kSecAttrKeyClass: CFString = "kcls"
/// A key's algorithm.
nonisolated(unsafe) public let kSecAttrKeyType: CFString = "type"
/// A key's size in bits.
nonisolated(unsafe) public let kSecAttrKeySizeInBits: CFString = "bsiz"
/// Whether a generated key is kept.
nonisolated(unsafe) public let kSecAttrIsPermanent: CFString = "perm"
/// The token a key lives in.
nonisolated(unsafe) public let kSecAttrTokenID: CFString = "tkid"

// Values of `kSecAttrAccessible`.
nonisolated(unsafe) public let kSecAttrAccessibleWhenUnlocked: CFString = "ak"
nonisolated(unsafe) public let kSecAttrAccessibleAfterFirstUnlock: CFString = "ck"
nonisolated(unsafe) public let kSecAttrAccessibleAlways: CFString = "dk"
nonisolated(unsafe) public let kSecAttrAccessibleWhenPasscodeSetThisDeviceOnly: CFString = "akpu"
nonisolated(unsafe) public let kSecAttrAccessibleWhenUnlockedThisDeviceOnly: CFString = "aku"
nonisolated(unsafe) public let kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly: CFString = "cku"
nonisolated(unsafe) public let kSecAttrAccessibleAlwaysThisDeviceOnly: CFString = "dku"

// Values of `kSecAttrProtocol`.
nonisolated(unsafe) public let kSecAttrProtocolHTTP: CFString = "http"
nonisolated(unsafe) public let kSecAttrProtocolHTTPS: CFString = "htps"
nonisolated(unsafe) public let kSecAttrProtocolFTP: CFString = "ftp "
nonisolated(unsafe) public let kSecAttrProtocolSSH: CFString = "ssh "
nonisolated(unsafe) public let kSecAttrProtocolIMAP: CFString = "imap"
nonisolated(unsafe) public let kSecAttrProtocolIMAPS: CFString = "imps"
nonisolated(unsafe) public let kSecAttrProtocolSMTP: CFString = "smtp"
nonisolated(unsafe) public let kSecAttrProtocolPOP3: CFString = "pop3"
nonisolated(unsafe) public let kSecAttrProtocolLDAP: CFString = "ldap"
nonisolated(unsafe) public let kSecAttrProtocolSOCKS: CFString = "sox "
nonisolated(unsafe) public let kSecAttrProtocolTelnet: CFString = "teln"

// Values of `kSecAttrAuthenticationType`.
nonisolated(unsafe) public let kSecAttrAuthenticationTypeDefault: CFString = "dflt"
nonisolated(unsafe) public let kSecAttrAuthenticationTypeHTTPBasic: CFString = "http"
nonisolated(unsafe) public let kSecAttrAuthenticationTypeHTTPDigest: CFString = "httd"
nonisolated(unsafe) public let kSecAttrAuthenticationTypeHTMLForm: CFString = "form"
nonisolated(unsafe) public let kSecAttrAuthenticationTypeNTLM: CFString = "ntlm"

// Values of `kSecAttrKeyClass`, `kSecAttrKeyType` and `kSecAttrTokenID`.
nonisolated(unsafe) public let kSecAttrKeyClassPublic: CFString = "0"
nonisolated(unsafe) public let kSecAttrKeyClassPrivate: CFString = "1"
nonisolated(unsafe) public let kSecAttrKeyClassSymmetric: CFString = "2"
nonisolated(unsafe) public let kSecAttrKeyTypeRSA: CFString = "42"
nonisolated(unsafe) public let kSecAttrKeyTypeEC: CFString = "73"
nonisolated(unsafe) public let kSecAttrKeyTypeECSECPrimeRandom: CFString = "73"
nonisolated(unsafe) public let kSecAttrTokenIDSecureEnclave: CFString = "com.apple.setoken"

// Search.
/// How many items a search returns: `kSecMatchLimitOne` (the default) or `kSecMatchLimitAll`, or a number.
nonisolated(unsafe) public let kSecMatchLimit: CFString = "m_Limit"
/// The first match.
nonisolated(unsafe) public let kSecMatchLimitOne: CFString = "m_LimitOne"
/// Every match, as an array.
nonisolated(unsafe) public let kSecMatchLimitAll: CFString = "m_LimitAll"
/// Whether strings match regardless of case.
nonisolated(unsafe) public let kSecMatchCaseInsensitive: CFString = "m_CaseInsensitive"

// What a search returns.
/// The item's secret (`kSecValueData`).
nonisolated(unsafe) public let kSecReturnData: CFString = "r_Data"
/// The item's attributes, as a dictionary.
nonisolated(unsafe) public let kSecReturnAttributes: CFString = "r_Attributes"
/// A reference to the item: its attributes and data here, as there are no item objects.
nonisolated(unsafe) public let kSecReturnRef: CFString = "r_Ref"
/// A persistent reference to the item, as data.
nonisolated(unsafe) public let kSecReturnPersistentRef: CFString = "r_PersistentRef"

// Values.
/// The item's secret, as data.
nonisolated(unsafe) public let kSecValueData: CFString = "v_Data"
/// An item object (keys, certificates); not kept here.
nonisolated(unsafe) public let kSecValueRef: CFString = "v_Ref"
/// A persistent reference, as `kSecReturnPersistentRef` gave it.
nonisolated(unsafe) public let kSecValuePersistentRef: CFString = "v_PersistentRef"

// How the call is made; accepted, and nothing to do on a host.
/// Use the data-protection keychain (the only one here).
nonisolated(unsafe) public let kSecUseDataProtectionKeychain: CFString = "nleg"
/// An `LAContext` to authenticate with.
nonisolated(unsafe) public let kSecUseAuthenticationContext: CFString = "u_AuthCtx"
/// Whether to ask the user.
nonisolated(unsafe) public let kSecUseAuthenticationUI: CFString = "u_AuthUI"
nonisolated(unsafe) public let kSecUseAuthenticationUIAllow: CFString = "u_AuthUIA"
nonisolated(unsafe) public let kSecUseAuthenticationUIFail: CFString = "u_AuthUIF"
nonisolated(unsafe) public let kSecUseAuthenticationUISkip: CFString = "u_AuthUIS"
/// The prompt shown when asking the user.
nonisolated(unsafe) public let kSecUseOperationPrompt: CFString = "u_OpPrompt"
/// Never ask the user.
nonisolated(unsafe) public let kSecUseNoAuthenticationUI: CFString = "u_NoAuthUI"
