import Foundation

extension NSObject {
    /// The class to archive instances as: the class itself. On Apple's systems code passes it
    /// where a class is wanted (`configuration.protocolClasses = [MyURLProtocol.classForCoder()]`);
    /// Linux Foundation has only the instance property.
    public class func classForCoder() -> AnyClass { self }
}
